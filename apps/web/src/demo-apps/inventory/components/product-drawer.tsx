import { Box, Drawer, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useProduct } from '../api/get-product.ts';
import { ProductForm } from './product-form.tsx';

/** The route `/apps/ecommerce/inventory/:id`: the product's details in a drawer over the list. */
export function ProductDrawer() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const product = useProduct(id);
  const close = () => void navigate({ pathname: '/apps/ecommerce/inventory', search });

  return (
    <Drawer
      anchor="right"
      open
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 760 } }, 'aria-label': t('demoInventory.details') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
          {product.data?.name ?? t('demoInventory.details')}
        </Typography>
        <IconButton aria-label={t('demoInventory.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      {product.isPending && (
        <Stack spacing={2} sx={{ p: 3 }}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton />
          <Skeleton width="70%" />
        </Stack>
      )}
      {product.isSuccess && !product.data && <EmptyState icon={<SearchOffIcon />} title={t('demoInventory.notFound')} />}
      {product.data && <ProductForm key={product.data.id} product={product.data} onDeleted={close} />}
    </Drawer>
  );
}
