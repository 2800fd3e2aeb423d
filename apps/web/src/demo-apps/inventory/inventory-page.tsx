import { useEffect, useState } from 'react';
import { Alert, Box, Button, InputAdornment, LinearProgress, Paper, TablePagination, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { useProducts } from './api/get-products.ts';
import { useCreateProduct } from './api/create-product.ts';
import { ProductTable } from './components/product-table.tsx';
import { PAGE_SIZES, useListParams } from './components/use-list-params.ts';

/** The product list with search, sorting and paging; a product opens in a drawer at `/:id`. */
export function InventoryPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const [params, setParams] = useListParams();
  const [searchText, setSearchText] = useState(params.search);
  const products = useProducts(params);
  const create = useCreateProduct();
  const data = products.data;

  // Each keystroke would cost a 300 ms round trip; wait for a pause in typing.
  useEffect(() => {
    if (searchText === params.search) return;
    const timer = setTimeout(() => setParams({ search: searchText, page: 0 }), 300);
    return () => clearTimeout(timer);
  }, [searchText, params.search, setParams]);

  // Past the last page (e.g. after deleting its only product) the mock answers products null: step back.
  useEffect(() => {
    if (data && data.products === null) setParams({ page: Math.max(data.pagination.lastPage - 1, 0) });
  }, [data, setParams]);

  const open = (productId: string) => void navigate({ pathname: `/apps/ecommerce/inventory/${productId}`, search: query });
  const add = () => create.mutate(undefined, { onSuccess: (p) => open(p.id) });
  const rows = data?.products ?? [];
  const total = data?.products ? data.pagination.length : 0;

  return (
    <Paper sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: { xs: 2, sm: 3 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography variant="h4" component="h1">
            {t('demoInventory.title')}
          </Typography>
          <Typography color="text.secondary">{t('demoInventory.count', { count: total })}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flex: '1 1 320px', maxWidth: { sm: 480 } }}>
          <TextField
            fullWidth
            placeholder={t('demoInventory.search')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': t('demoInventory.search') },
            }}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={create.isPending} sx={{ flexShrink: 0 }}>
            {t('demoInventory.add')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ height: 2 }}>{products.isFetching && <LinearProgress sx={{ height: 2 }} />}</Box>
      {products.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('demoInventory.loadFailed')}
        </Alert>
      )}
      {products.isSuccess && rows.length === 0 && data?.products && (
        <EmptyState
          icon={<Inventory2OutlinedIcon />}
          title={t('demoInventory.empty')}
          text={params.search ? t('demoInventory.emptySearch', { query: params.search }) : undefined}
        />
      )}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <ProductTable
            products={rows}
            sort={params.sort}
            order={params.order}
            selectedId={id}
            onOpen={(p) => open(p.id)}
            onSort={(sort) => setParams({ sort, order: params.sort === sort && params.order === 'asc' ? 'desc' : 'asc', page: 0 })}
          />
        </Box>
      )}
      <TablePagination
        component="div"
        count={total}
        page={data?.products ? params.page : 0}
        rowsPerPage={params.size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, page) => setParams({ page })}
        onRowsPerPageChange={(e) => setParams({ size: Number(e.target.value), page: 0 })}
        labelRowsPerPage={t('demoInventory.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('demoInventory.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`demoInventory.pager.${type}`)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
      <Outlet />
    </Paper>
  );
}
