import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longer than about three lines of a card: clamped, with "more" (issue 30: 500 characters made one card very tall). */
export const CLAMP_CHARACTERS = 160;

/** A group's description on its card: three lines at most until the student asks for the rest. */
export function GroupDescription({ text }: { text: string }) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > CLAMP_CHARACTERS;
  return (
    <div className="sg-card-description-box">
      <p id={id} className={long && !open ? 'sg-card-description is-clamped' : 'sg-card-description'}>
        {text}
      </p>
      {long ? (
        <Button
          type="link"
          size="small"
          styles={{ root: { paddingInline: 0, height: 'auto' } }}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('groups:card.less') : t('groups:card.more')}
        </Button>
      ) : null}
    </div>
  );
}
