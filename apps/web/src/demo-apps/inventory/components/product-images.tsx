import { Box, ButtonBase, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';

/** The product's pictures; choosing one makes it the thumbnail shown in the list. */
export function ProductImages({
  images,
  thumbnail,
  onChoose,
}: {
  images: string[];
  thumbnail: string | null;
  onChoose: (src: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Box
        sx={{
          aspectRatio: '1',
          width: 1,
          maxWidth: 240,
          mx: 'auto',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
        }}
      >
        {thumbnail ? (
          <Box component="img" src={thumbnail} alt={t('demoInventory.thumbnail')} sx={{ width: 1, height: 1, objectFit: 'cover' }} />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.disabled' }}>
            <ImageOutlinedIcon sx={{ fontSize: 48 }} />
            <Typography variant="body2">{t('demoInventory.noImage')}</Typography>
          </Box>
        )}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 1.5 }}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => onChoose(src)}
              aria-label={t('demoInventory.useImage', { n: i + 1 })}
              aria-pressed={src === thumbnail}
              sx={{
                width: 48,
                height: 48,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: src === thumbnail ? 'primary.main' : 'transparent',
              }}
            >
              <Box component="img" src={src} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
