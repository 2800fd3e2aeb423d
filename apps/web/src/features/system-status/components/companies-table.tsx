import { Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus } from '@roadlens/contract/system-status';
import { useFormat } from '../../../lib/format/index.ts';

/** Sensors and ingest per company, ordered by name (the server's order); scrolls sideways on phones. */
export function CompaniesTable({ companies }: { companies: CompanyStatus[] }) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  return (
    <Card variant="outlined">
      <Typography variant="subtitle2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {t('systemStatus.companies.title')}
      </Typography>
      {companies.length === 0 ? (
        <Typography sx={{ p: 2 }}>{t('systemStatus.companies.empty')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="system-status-companies">
            <TableHead>
              <TableRow>
                <TableCell>{t('systemStatus.companies.name')}</TableCell>
                <TableCell align="right">{t('systemStatus.companies.sensors')}</TableCell>
                <TableCell align="right">{t('systemStatus.companies.online')}</TableCell>
                <TableCell align="right">{t('systemStatus.companies.offline')}</TableCell>
                <TableCell align="right">{t('systemStatus.companies.detections')}</TableCell>
                <TableCell>{t('systemStatus.companies.lastIngest')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {companies.map((c) => (
                <TableRow key={c.id} data-testid={`company-${c.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.name}</TableCell>
                  <TableCell align="right">{n(c.sensors_total)}</TableCell>
                  <TableCell align="right" sx={{ color: c.sensors_online > 0 ? 'success.main' : undefined }}>
                    {n(c.sensors_online)}
                  </TableCell>
                  <TableCell align="right" sx={{ color: c.sensors_offline > 0 ? 'error.main' : undefined }}>
                    {n(c.sensors_offline)}
                  </TableCell>
                  <TableCell align="right">{n(c.detections_last_hour)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {c.last_ingest ? fmt.dateTime(c.last_ingest) : t('systemStatus.never')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
