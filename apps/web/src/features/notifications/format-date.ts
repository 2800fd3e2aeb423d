import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** The display format, as written (`yy-MM-dd hh:mm:ss`), in the user's time zone; timestamps are seconds. */
export function formatDisplayDate(seconds: number, timeZone: string): string {
  try {
    return format(new TZDate(seconds * 1000, timeZone), 'yy-MM-dd hh:mm:ss');
  } catch {
    return format(new Date(seconds * 1000), 'yy-MM-dd hh:mm:ss');
  }
}
