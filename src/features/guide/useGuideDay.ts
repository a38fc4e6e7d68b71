// useGuideDay.ts — the guide's offered days and the selected one, held in the URL (`?day=`) so reload, links and Back keep it.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { authStateAtom } from '../session/atoms';
import { DAY_PARAM, paramForDay, resolveDay, searchWithDay } from './guideDay';
import { dayContaining, daysAround, startOfDay } from '../shared/guideTime';

export function useGuideDay(now: number, timeZone: string | undefined) {
  const [params, setParams] = useSearchParams();
  // The guide's zone is the user's home one, known once the session is restored: the URL waits for it before being corrected.
  const isZoneSettled = !useAtomValue(authStateAtom).isLoading;

  // The day list changes at midnight, not on every tick of the clock.
  const midnight = startOfDay(now, timeZone);
  const days = useMemo(() => daysAround(midnight + 12 * 60 * 60, timeZone), [midnight, timeZone]);
  const today = dayContaining(days, now, timeZone) ?? midnight;
  const value = params.get(DAY_PARAM);
  const { day: selectedDay, param } = resolveDay(value, days, today, timeZone);

  // A day not offered (malformed, too far, or today spelled out) is corrected in place: no history entry for a bad address.
  useEffect(() => {
    if (isZoneSettled && param !== value) setParams(searchWithDay(params, param), { replace: true, preventScrollReset: true });
  }, [isZoneSettled, param, value, params, setParams]);

  // Picking a day is a navigation: Back returns to the day before, like the category links.
  const selectDay = useCallback(
    (day: number) => {
      const next = paramForDay(day, today, timeZone);
      if (next !== param) setParams(searchWithDay(params, next), { preventScrollReset: true });
    },
    [today, timeZone, param, params, setParams],
  );

  return { days, today, selectedDay, isToday: selectedDay === today, dayParam: param, selectDay };
}
