import { InboxOutlined } from '@ant-design/icons';
import { Alert, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREENSHOT_TYPES, screenshotError } from '../utils/screenshot-file';

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
        beforeUpload={(file) => {
          const problem = screenshotError(file);
          setError(problem ? t(problem) : undefined);
          if (!problem) onPick(file);
          // The page sends the file itself, after the check.
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('aiSchedule:picker.title')}</p>
        <p className="ant-upload-hint">{t('aiSchedule:picker.hint')}</p>
      </Upload.Dragger>
      {error ? <Alert className="picker-error" type="error" showIcon title={error} /> : null}
    </div>
  );
}
