import { CHAT_HOLIDAY_NAME_MAX_LENGTH, type ChatHoliday, type ChatHours } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateChatSettings } from '../api/update-chat-settings';
import styles from './chat-settings.module.css';

/** Monday first, as the week is read here; the stored week starts on Sunday (index 0). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

interface DayDraft {
  open: boolean;
  from: string;
  to: string;
}

const toClock = (minutes: number) =>
  minutes >= 24 * 60
    ? '24:00'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** "23:30" → 1410; "00:00" as a closing time is midnight at the end of the day. */
const toMinutes = (clock: string, closing: boolean) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const total = hours * 60 + minutes;
  return closing && total === 0 ? 24 * 60 : total;
};

const draftOf = (hours: ChatHours): DayDraft[] =>
  hours.weekly.map((window) =>
    window
      ? { open: true, from: toClock(window.openMinute), to: toClock(window.closeMinute % (24 * 60)) }
      : { open: false, from: '09:00', to: '18:00' },
  );

/**
 * Live chat's business hours and holidays (docs/product/chat.md#business-hours), on the shop's clock: they decide
 * when agents are away (the widget's status, the after-hours answer) and what the storefront prints.
 */
export function ChatHoursSettings({ hours }: { hours: ChatHours }) {
  const { t } = useTranslation('admin-chat');
  const update = useUpdateChatSettings();
  const [days, setDays] = useState<DayDraft[]>(() => draftOf(hours));
  const [holidays, setHolidays] = useState<ChatHoliday[]>(hours.holidays);
  const [newHoliday, setNewHoliday] = useState<ChatHoliday>({ date: '', name: '' });
  const [saved, setSaved] = useState(false);

  const changeDay = (weekday: number, change: Partial<DayDraft>) => {
    setSaved(false);
    setDays((current) => current.map((day, index) => (index === weekday ? { ...day, ...change } : day)));
  };
  const addHoliday = () => {
    if (!newHoliday.date) return;
    setSaved(false);
    setHolidays((current) =>
      [
        ...current.filter((holiday) => holiday.date !== newHoliday.date),
        { ...newHoliday, name: newHoliday.name.trim() },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    );
    setNewHoliday({ date: '', name: '' });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const weekly = days.map((day) =>
      day.open ? { openMinute: toMinutes(day.from, false), closeMinute: toMinutes(day.to, true) } : null,
    );
    update.mutate(
      { hours: { weekly, holidays } },
      {
        onSuccess: (settings) => {
          setDays(draftOf(settings.hours));
          setHolidays(settings.hours.holidays);
          setSaved(true);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="chat-hours-title">
      <h2 id="chat-hours-title" className={styles.cardTitle}>
        {t('settings.hours.title')}
      </h2>
      <p className={styles.settingHint}>{t('settings.hours.hint')}</p>
      {update.isError && <Alert tone="error">{errorMessage(update.error, t('settings.hours.saveFailed'))}</Alert>}
      <form onSubmit={save} className={styles.hoursForm} noValidate>
        <fieldset className={styles.week}>
          <legend className={styles.settingName}>{t('settings.hours.weekly')}</legend>
          {WEEK_ORDER.map((weekday) => {
            const day = days[weekday] as DayDraft;
            const name = t(`settings.hours.days.${DAY_KEYS[weekday]}`);
            return (
              <div key={weekday} className={styles.dayRow} data-testid={`chat-hours-${DAY_KEYS[weekday]}`}>
                <label className={styles.dayOpen}>
                  <input
                    type="checkbox"
                    checked={day.open}
                    onChange={(event) => changeDay(weekday, { open: event.target.checked })}
                  />
                  <span>{name}</span>
                </label>
                {day.open ? (
                  <span className={styles.dayTimes}>
                    <input
                      type="time"
                      aria-label={t('settings.hours.opens', { day: name })}
                      value={day.from}
                      onChange={(event) => changeDay(weekday, { from: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      aria-label={t('settings.hours.closes', { day: name })}
                      value={day.to}
                      onChange={(event) => changeDay(weekday, { to: event.target.value })}
                    />
                  </span>
                ) : (
                  <span className={styles.settingHint}>{t('settings.hours.closed')}</span>
                )}
              </div>
            );
          })}
        </fieldset>
        <fieldset className={styles.week}>
          <legend className={styles.settingName}>{t('settings.hours.holidays')}</legend>
          <p className={styles.settingHint}>{t('settings.hours.holidaysHint')}</p>
          {holidays.length === 0 ? (
            <p className={styles.settingHint}>{t('settings.hours.noHolidays')}</p>
          ) : (
            <ul className={styles.holidayList}>
              {holidays.map((holiday) => (
                <li key={holiday.date} className={styles.dayRow}>
                  <span>
                    <strong>{holiday.date}</strong> {holiday.name}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('settings.hours.removeHoliday', { date: holiday.date })}
                    onClick={() => {
                      setSaved(false);
                      setHolidays((current) => current.filter((item) => item.date !== holiday.date));
                    }}
                  >
                    {t('settings.hours.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.dayRow}>
            <input
              type="date"
              aria-label={t('settings.hours.holidayDate')}
              value={newHoliday.date}
              onChange={(event) => setNewHoliday((current) => ({ ...current, date: event.target.value }))}
            />
            <input
              type="text"
              aria-label={t('settings.hours.holidayName')}
              placeholder={t('settings.hours.holidayNamePlaceholder')}
              maxLength={CHAT_HOLIDAY_NAME_MAX_LENGTH}
              value={newHoliday.name}
              onChange={(event) => setNewHoliday((current) => ({ ...current, name: event.target.value }))}
            />
            <Button type="button" variant="secondary" size="sm" onClick={addHoliday} disabled={!newHoliday.date}>
              {t('settings.hours.addHoliday')}
            </Button>
          </div>
        </fieldset>
        <div className={styles.dayRow}>
          <Button type="submit" loading={update.isPending}>
            {t('settings.hours.save')}
          </Button>
          {saved && (
            <span className={styles.saved} role="status">
              {t('settings.hours.saved')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
