import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';
import type { Product, ProductSort } from '../model.ts';

const COLUMNS: { sort: ProductSort; key: string; align?: 'right'; hideOnPhone?: boolean }[] = [
  { sort: 'sku', key: 'sku', hideOnPhone: true },
  { sort: 'name', key: 'name' },
  { sort: 'price', key: 'price', align: 'right', hideOnPhone: true },
  { sort: 'stock', key: 'stock', align: 'right' },
  { sort: 'active', key: 'active', hideOnPhone: true },
];
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };

function StockCell({ stock }: { stock: number }) {
  const color = stock < 5 ? 'error.main' : stock < 20 ? 'warning.main' : 'success.main';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {stock}
      <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color }} />
    </Box>
  );
}

export function ProductTable(props: {
  products: Product[];
  sort: ProductSort;
  order: 'asc' | 'desc';
  onSort: (sort: ProductSort) => void;
  selectedId?: string;
  onOpen: (product: Product) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <Table size="small" aria-label={t('demoInventory.title')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 64 }} />
          {COLUMNS.map((c) => (
            <TableCell
              key={c.sort}
              align={c.align}
              sx={c.hideOnPhone ? phoneHidden : undefined}
              sortDirection={props.sort === c.sort ? props.order : false}
            >
              <TableSortLabel
                active={props.sort === c.sort}
                direction={props.sort === c.sort ? props.order : 'asc'}
                onClick={() => props.onSort(c.sort)}
              >
                {t(`demoInventory.columns.${c.key}`)}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.products.map((p) => (
          <TableRow key={p.id} hover selected={p.id === props.selectedId} onClick={() => props.onOpen(p)} sx={{ cursor: 'pointer' }}>
            <TableCell sx={{ py: 1 }}>
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.disabled',
                }}
              >
                {p.thumbnail ? (
                  <Box component="img" src={p.thumbnail} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
                ) : (
                  <ImageOutlinedIcon fontSize="small" />
                )}
              </Box>
            </TableCell>
            <TableCell sx={phoneHidden}>
              <Typography variant="body2" color="text.secondary">
                {p.sku || '—'}
              </Typography>
            </TableCell>
            <TableCell
              sx={{
                whiteSpace: { xs: 'normal !important', sm: 'nowrap' },
                maxWidth: { sm: 360 },
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              <Box
                component="button"
                type="button"
                sx={{ all: 'unset', cursor: 'pointer', fontWeight: 500, '&:focus-visible': { outline: 2 } }}
              >
                {p.name}
              </Box>
              {/* On a phone the price and state columns are hidden, so they go under the name. */}
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                {money.format(p.price)}
                {!p.active && ` · ${t('demoInventory.inactive')}`}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={phoneHidden}>
              {money.format(p.price)}
            </TableCell>
            <TableCell align="right">
              <StockCell stock={p.stock} />
            </TableCell>
            <TableCell sx={phoneHidden}>
              <Chip
                size="small"
                color={p.active ? 'success' : 'default'}
                variant={p.active ? 'filled' : 'outlined'}
                label={t(p.active ? 'demoInventory.active' : 'demoInventory.inactive')}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
