// A relative import: next.config.ts loads this file (through the settings) before any bundler resolves `@/`.
import { onFirstUse } from '../ui/first-use';

/**
 * The site's facts as visitors read them: the tel: number, the hours and the day groups, a list of
 * names, a review's date. Free of the settings validator, because client components (navbar, contact
 * form) show these texts.
 */

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The number in international form for tel: links and structured data: '(757) 555-0147' -> '+17575550147'. */
export function phoneE164(phone: string): string {
  return `+1${phone.replace(/\D/g, '')}`;
}

/** A 24-hour time as visitors read it: '08:00' -> '8:00 AM', '18:00' -> '6:00 PM', '00:30' -> '12:30 AM'. */
export function clockText(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** 'Monday-Friday' for a run of consecutive days, 'Saturday' for one, 'Monday, Wednesday and Friday' otherwise. */
export function daysText(days: readonly string[]): string {
  const positions = days.map((day) => WEEK_DAYS.indexOf(day as WeekDay));
  const consecutive = positions.every((position, index) => index === 0 || position === (positions[index - 1] ?? -1) + 1);
  return days.length > 2 && consecutive ? `${days[0]}-${days[days.length - 1]}` : joinNames(days);
}

/** The hours of a group of days as visitors read them: '8:00 AM-6:00 PM', or 'Emergency only' without opening times. */
export function hoursText(entry: { opens?: string; closes?: string }): string {
  return entry.opens && entry.closes ? `${clockText(entry.opens)}-${clockText(entry.closes)}` : 'Emergency only';
}

/** Names as a sentence says them: 'Hampton', 'Hampton and Norfolk', 'Hampton, Newport News and Norfolk'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const monthYear = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** '2026-05-14' as 'May 2026': when a review was posted, to the month. */
export function formatReviewDate(date: string): string {
  return monthYear().format(new Date(`${date}T00:00:00Z`));
}
