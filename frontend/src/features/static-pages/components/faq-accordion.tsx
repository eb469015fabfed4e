import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Collapse, theme } from 'antd';

export interface FaqAccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

interface FaqAccordionProps {
  items: FaqAccordionItem[];
  initialOpenId?: string;
}

/**
 * One answer open at a time. antd's `accordion` mode gives the headers role="tab" without tab semantics, so
 * the single-open rule is kept here instead and the headers stay buttons with aria-expanded (the WAI-ARIA
 * accordion pattern). antd only reacts to Enter; Space is added so both keys work.
 */
export function FaqAccordion({ items, initialOpenId }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | undefined>(initialOpenId);
  const { token } = theme.useToken();

  const onChange = (keys: string | string[]) => {
    const active = Array.isArray(keys) ? keys : [keys];
    setOpenId(active.find((key) => key !== openId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === ' ' && target.getAttribute('role') === 'button' && target.hasAttribute('aria-expanded')) {
      event.preventDefault();
      target.click();
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Collapse
        size="large"
        activeKey={openId ? [openId] : []}
        onChange={onChange}
        items={items.map((item) => ({
          key: item.id,
          id: item.id,
          label: <span style={{ fontWeight: token.fontWeightStrong }}>{item.question}</span>,
          children: item.answer,
        }))}
      />
    </div>
  );
}
