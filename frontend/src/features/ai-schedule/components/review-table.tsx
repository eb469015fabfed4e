import { CheckOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLASS_TYPES, MAX_CLASSES, WEEKDAYS } from '@overlap/contracts';
import { blankRow, isUnsure, ROW_FIELDS, rowConfidence, type ReviewRow, type RowErrors, type RowField } from '../utils/review-rows';
import styles from '../ai-schedule.module.css';

interface Props {
  rows: ReviewRow[];
  onChange: (rows: ReviewRow[]) => void;
  /** Translation keys per row key; shown once the user tried to save. */
  errors: Map<string, RowErrors>;
  showErrors: boolean;
  disabled?: boolean;
}

/**
 * The classes the AI found, every cell editable: weekday, start, end, title, location and type.
 * Rows can be removed and added. Each control is labelled with its column and row for screen readers.
 * An unsure field is corrected by editing it or kept with its confirm button. Narrow screens show
 * each class as a card of labelled fields (the same table, restyled).
 */
/**
 * Times as the app writes them everywhere, 24-hour HH:MM: a native time input follows the
 * browser's own locale and showed '10:15 AM' in an app set to Danish, in a column too narrow
 * for titles (issue 30).
 */
const TIME_INPUT = { className: 'cell-time', inputMode: 'numeric', placeholder: 'HH:MM', maxLength: 5, autoComplete: 'off' } as const;

export function ReviewTable({ rows, onChange, errors, showErrors, disabled }: Props) {
  const { t } = useTranslation('aiSchedule');
  // A corrected field is the student's own: no longer flagged as unsure.
  const update = (key: string, field: RowField, value: string) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value, edited: [...(r.edited ?? []), field] } : r)));
  const confirm = (key: string, field: RowField) => onChange(rows.map((r) => (r.key === key ? { ...r, confirmed: [...(r.confirmed ?? []), field] } : r)));
  const showsConfidence = rows.some((r) => r.confidence);
  const column = (field: RowField) => t(`aiSchedule:review.${field}`);
  const remove = (key: string) => onChange(rows.filter((r) => r.key !== key));

  const errorOf = (row: ReviewRow, field: RowField) => (showErrors ? errors.get(row.key)?.[field] : undefined);
  const described = (row: ReviewRow, field: RowField) => {
    const error = errorOf(row, field);
    if (error) return { 'aria-invalid': true as const, 'aria-describedby': `${row.key}-${field}-error`, status: 'error' as const };
    if (isUnsure(row, field)) return { 'aria-invalid': undefined, 'aria-describedby': `${row.key}-${field}-unsure`, status: 'warning' as const };
    return { 'aria-invalid': undefined, 'aria-describedby': undefined, status: undefined };
  };
  const message = (row: ReviewRow, field: RowField) => {
    const error = errorOf(row, field);
    if (error)
      return (
        <span id={`${row.key}-${field}-error`} className={styles.cellError}>
          {t(error)}
        </span>
      );
    return isUnsure(row, field) ? (
      <span className={styles.cellUnsure}>
        <span id={`${row.key}-${field}-unsure`}>{t('aiSchedule:review.unsure')}</span>
        <Button size="small" className="confirm-field" icon={<CheckOutlined aria-hidden />} disabled={disabled} onClick={() => confirm(row.key, field)}>
          {t('aiSchedule:review.confirm')}
          {/* The visible words start the name (WCAG label in name); the field it confirms follows for screen readers. */}
          <span className="visually-hidden"> ({t('aiSchedule:review.cell', { column: column(field), row: rows.indexOf(row) + 1 })})</span>
        </Button>
      </span>
    ) : null;
  };
  const confidenceCell = (row: ReviewRow) => {
    const c = rowConfidence(row);
    if (c === undefined) return <span className="muted">{t('aiSchedule:review.noConfidence')}</span>;
    const unsure = ROW_FIELDS.some((f) => isUnsure(row, f));
    return <span className={unsure ? 'confidence confidence-low' : 'confidence'}>{t('aiSchedule:review.percent', { value: Math.round(c * 100) })}</span>;
  };

  return (
    <div className="review">
      <div className={styles.reviewScroll}>
        <table className="review-table">
          <caption className="visually-hidden">{t('aiSchedule:review.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('aiSchedule:review.weekday')}</th>
              <th scope="col">{t('aiSchedule:review.start')}</th>
              <th scope="col">{t('aiSchedule:review.end')}</th>
              <th scope="col">{t('aiSchedule:review.title')}</th>
              <th scope="col">{t('aiSchedule:review.location')}</th>
              <th scope="col">{t('aiSchedule:review.type')}</th>
              {showsConfidence ? <th scope="col">{t('aiSchedule:review.confidence')}</th> : null}
              <th scope="col">
                <span className="visually-hidden">{t('aiSchedule:review.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                <tr key={row.key} className={styles.reviewRow}>
                  <td data-label={column('weekday')}>
                    <Select
                      className={styles.cellWeekday}
                      aria-label={t('aiSchedule:review.cell', { column: t('aiSchedule:review.weekday'), row: n })}
                      value={row.weekday}
                      disabled={disabled}
                      onChange={(value) => update(row.key, 'weekday', value)}
                      options={WEEKDAYS.map((d) => ({ value: d, label: t(`aiSchedule:weekdays.${d}`) }))}
                      {...described(row, 'weekday')}
                    />
                    {message(row, 'weekday')}
                  </td>
                  <td data-label={column('start')}>
                    <Input
                      {...TIME_INPUT}
                      aria-label={t('aiSchedule:review.cell', { column: t('aiSchedule:review.start'), row: n })}
                      value={row.start}
                      disabled={disabled}
                      onChange={(e) => update(row.key, 'start', e.target.value)}
                      {...described(row, 'start')}
                    />
                    {message(row, 'start')}
                  </td>
                  <td data-label={column('end')}>
                    <Input
                      {...TIME_INPUT}
                      aria-label={t('aiSchedule:review.cell', { column: t('aiSchedule:review.end'), row: n })}
                      value={row.end}
                      disabled={disabled}
                      onChange={(e) => update(row.key, 'end', e.target.value)}
                      {...described(row, 'end')}
                    />
                    {message(row, 'end')}
                  </td>
                  <td data-label={column('title')}>
                    <Input
                      className={styles.cellTitle}
                      aria-label={t('aiSchedule:review.cell', { column: t('aiSchedule:review.title'), row: n })}
                      value={row.title}
                      disabled={disabled}
                      maxLength={310}
                      onChange={(e) => update(row.key, 'title', e.target.value)}
                      {...described(row, 'title')}
                    />
                    {message(row, 'title')}
                  </td>
                  <td data-label={column('location')}>
                    <Input
                      className={styles.cellLocation}
                      aria-label={t('aiSchedule:review.cell', { column: t('aiSchedule:review.location'), row: n })}
                      value={row.location}
                      disabled={disabled}
                      maxLength={310}
                      onChange={(e) => update(row.key, 'location', e.target.value)}
                      {...described(row, 'location')}
                    />
                    {message(row, 'location')}
                  </td>
                  <td data-label={column('type')}>
                    <Select
                      className="cell-type"
                      aria-label={t('aiSchedule:review.cell', { column: t('aiSchedule:review.type'), row: n })}
                      value={row.type}
                      disabled={disabled}
                      onChange={(value) => update(row.key, 'type', value)}
                      options={CLASS_TYPES.map((type) => ({ value: type, label: t(`aiSchedule:types.${type}`) }))}
                      {...described(row, 'type')}
                    />
                    {message(row, 'type')}
                  </td>
                  {showsConfidence ? <td data-label={t('aiSchedule:review.confidence')}>{confidenceCell(row)}</td> : null}
                  <td className={styles.cellActions}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('aiSchedule:review.remove', { row: n })}
                      disabled={disabled}
                      onClick={() => remove(row.key)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...rows, blankRow()])} disabled={disabled || rows.length >= MAX_CLASSES}>
        {t('aiSchedule:review.add')}
      </Button>
    </div>
  );
}
