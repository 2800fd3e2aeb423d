import { useState } from 'react';
import { Box, Button, FormControlLabel, InputAdornment, MenuItem, Switch, TextField } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { TagsField } from '../../shared/tags-field.tsx';
import { inventoryTagHooks } from '../api/tag-hooks.ts';
import { useCategories } from '../api/get-categories.ts';
import { useBrands } from '../api/get-brands.ts';
import { useVendors } from '../api/get-vendors.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { priceWithTax, type Product } from '../model.ts';
import { ProductFormValues, toFormValues, toProductPatch } from './product-form-values.ts';
import { ProductImages } from './product-images.tsx';

const NUMBER_FIELDS = [
  ['stock', ''],
  ['reserved', ''],
  ['cost', '$'],
  ['basePrice', '$'],
  ['taxPercent', '%'],
  ['weight', 'kg'],
] as const;

export function ProductForm({ product, onDeleted }: { product: Product; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const categories = useCategories().data ?? [];
  const brands = useBrands().data ?? [];
  const vendors = useVendors().data ?? [];
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [confirm, setConfirm] = useState(false);
  const form = useForm<ProductFormValues>({ resolver: zodResolver(ProductFormValues), defaultValues: toFormValues(product) });
  const { register, control, handleSubmit, formState } = form;
  const [basePrice, taxPercent] = useWatch({ control, name: ['basePrice', 'taxPercent'] });
  const price = Number.isFinite(basePrice) && Number.isFinite(taxPercent) ? priceWithTax(basePrice, taxPercent) : 0;
  const errorOf = (name: FieldPath<ProductFormValues>) => {
    const message = formState.errors[name as keyof ProductFormValues]?.message;
    return { error: !!message, helperText: message ? t(`demoInventory.errors.${message}`) : undefined };
  };

  const save = handleSubmit((values) =>
    update.mutate(
      { id: product.id, product: toProductPatch(values) },
      {
        onSuccess: () => enqueueSnackbar(t('demoInventory.saved'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('demoInventory.saveFailed'), { variant: 'error' }),
      },
    ),
  );
  const select = (name: 'category' | 'brand' | 'vendor', options: { id: string; name: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select fullWidth label={t(`demoInventory.fields.${name}`)} {...field}>
          <MenuItem value="">
            <em>{t('demoInventory.none')}</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('demoInventory.details')}
      onSubmit={(e) => void save(e)}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <Box
        sx={{
          flex: 1,
          overflowY: 'auto',
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
          alignContent: 'start',
        }}
      >
        <Controller
          control={control}
          name="thumbnail"
          render={({ field }) => <ProductImages images={product.images} thumbnail={field.value} onChoose={field.onChange} />}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignContent: 'start' }}>
          <TextField
            label={t('demoInventory.fields.name')}
            required
            {...register('name')}
            {...errorOf('name')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField label={t('demoInventory.fields.sku')} {...register('sku')} />
          <TextField
            label={t('demoInventory.fields.barcode')}
            {...register('barcode')}
            {...errorOf('barcode')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {select('category', categories)}
          {select('brand', brands)}
          <Box sx={{ gridColumn: '1 / -1' }}>{select('vendor', vendors)}</Box>
          {NUMBER_FIELDS.map(([name, unit]) => (
            <TextField
              key={name}
              type="number"
              label={t(`demoInventory.fields.${name}`)}
              {...register(name, { valueAsNumber: true })}
              {...errorOf(name)}
              slotProps={{
                htmlInput: { min: 0, step: name === 'stock' || name === 'reserved' ? 1 : 0.01 },
                input: unit
                  ? {
                      [unit === '$' ? 'startAdornment' : 'endAdornment']: (
                        <InputAdornment position={unit === '$' ? 'start' : 'end'}>{unit}</InputAdornment>
                      ),
                    }
                  : undefined,
              }}
            />
          ))}
          <TextField
            label={t('demoInventory.fields.price')}
            value={price.toFixed(2)}
            slotProps={{ input: { readOnly: true, startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            helperText={t('demoInventory.priceHelp')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagsField value={field.value} onChange={field.onChange} ns="demoInventory" hooks={inventoryTagHooks} />
              )}
            />
          </Box>
          <TextField
            label={t('demoInventory.fields.description')}
            multiline
            minRows={3}
            {...register('description')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
                label={t('demoInventory.fields.active')}
              />
            )}
          />
        </Box>
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, px: { xs: 2, sm: 3 }, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.default' }}
      >
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirm(true)}>
          {t('demoInventory.delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('demoInventory.update')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirm}
        title={t('demoInventory.deleteTitle')}
        text={t('demoInventory.deleteText', { name: product.name })}
        confirmLabel={t('demoInventory.delete')}
        cancelLabel={t('demoInventory.cancel')}
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              enqueueSnackbar(t('demoInventory.deleted'), { variant: 'success' });
              onDeleted();
            },
          })
        }
      />
    </Box>
  );
}
