import { InboxOutlined } from '@ant-design/icons';
import { Alert, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREENSHOT_TYPES, screenshotError } from '../utils/screenshot-file';
import styles from '../ai-schedule.module.css';

/**
 * Picks one timetable image (click, keyboard or drop). JPG, PNG or GIF up to 5 MB is checked
 * here, before anything is sent; the server checks the bytes again.
 */
export function ScreenshotPicker({ onPick, disabled }: { onPick: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation('aiSchedule');
  const [error, setError] = useState<string>();
  return (
    <div className="screenshot-picker">
      <Upload.Dragger
        accept={SCREENSHOT_TYPES.join(',')}
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        styles={{ trigger: { padding: '24px 12px' } }}
        beforeUpload={(file) => {
          const problem = screenshotError(file);
          setError(problem ? t(problem) : undefined);
          if (!problem) onPick(file);
          // The page sends the file itself, after the check.
          return Upload.LIST_IGNORE;
        }}
      >
        {/* The drop area's own texts, drawn as antd's dragger draws them (ai-schedule.css). */}
        <div className={disabled ? 'picker-body picker-disabled' : 'picker-body'}>
          <p className={styles.pickerIcon}>
            <InboxOutlined aria-hidden className={styles.pickerGlyph} />
          </p>
          <p className={styles.pickerTitle}>{t('aiSchedule:picker.title')}</p>
          <p className={styles.pickerHint}>{t('aiSchedule:picker.hint')}</p>
        </div>
      </Upload.Dragger>
      {error ? <Alert className={styles.pickerError} type="error" showIcon title={error} /> : null}
    </div>
  );
}
