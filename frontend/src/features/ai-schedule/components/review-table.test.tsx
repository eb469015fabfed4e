import { fireEvent, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { renderScreen } from '@/testing/render';
import { newRowKey, reviewErrors, type ReviewRow } from '../utils/review-rows';
import { ReviewTable } from './review-table';

const found: ReviewRow[] = [
  { key: newRowKey(), weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Ångström 4001', type: 'Lecture' },
  { key: newRowKey(), weekday: 'Wed', start: '13:15', end: '15:00', title: 'Linear Algebra', location: 'Ångström 2001', type: 'Tutorial' },
];

let latest: ReviewRow[] = [];
function Harness({ showErrors }: { showErrors: boolean }) {
  const [rows, setRows] = useState(found);
  latest = rows;
  const errors = useMemo(() => reviewErrors(rows), [rows]);
  return <ReviewTable rows={rows} onChange={setRows} errors={errors} showErrors={showErrors} />;
}

describe('review table of a screenshot import', () => {
  it('lets every cell of a row be corrected, labelled by column and row', async () => {
    await renderScreen(<Harness showErrors />, { route: '/ai-schedule' });
    const title = await screen.findByLabelText('Title, row 2');
    expect(title).toHaveValue('Linear Algebra');
    fireEvent.change(title, { target: { value: 'Linear Algebra exercises' } });
    fireEvent.change(screen.getByLabelText('Location, row 2'), { target: { value: 'Ångström 2002' } });
    fireEvent.change(screen.getByLabelText('End, row 2'), { target: { value: '16:00' } });
    expect(latest[1]).toMatchObject({ title: 'Linear Algebra exercises', location: 'Ångström 2002', end: '16:00', weekday: 'Wed', type: 'Tutorial' });
    expect(latest[0]).toMatchObject(found[0]!);
  });

  it("writes times 24-hour in a text field, whatever the browser's own locale (issue 30), and flags a malformed one", async () => {
    await renderScreen(<Harness showErrors />, { route: '/ai-schedule' });
    const start = await screen.findByLabelText('Start, row 2');
    // A native time field follows the browser's locale ('1:15 PM'); this one shows what the app writes everywhere.
    expect(start).toHaveAttribute('type', 'text');
    expect(start).toHaveAttribute('placeholder', 'HH:MM');
    expect(start).toHaveValue('13:15');
    fireEvent.change(start, { target: { value: '1:15' } });
    expect((await screen.findAllByText('Use a time such as 09:15')).length).toBeGreaterThan(0);
  });

  it('adds and removes rows', async () => {
    await renderScreen(<Harness showErrors={false} />, { route: '/ai-schedule' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a class' }));
    expect(screen.getByLabelText('Title, row 3')).toHaveValue('');
    expect(latest).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(latest.map((r) => r.type)).toEqual(['Tutorial', 'Class']);
    expect(screen.queryByLabelText('Title, row 3')).toBeNull();
  });

  it('marks the cells that need a fix, tied to their control', async () => {
    await renderScreen(<Harness showErrors />, { route: '/ai-schedule' });
    fireEvent.change(await screen.findByLabelText('Title, row 1'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('End, row 1'), { target: { value: '09:00' } });
    const title = screen.getByLabelText('Title, row 1');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    const rowCells = within(title.closest('tr')!);
    expect(rowCells.getByText('Each class needs a title')).toHaveAttribute('id', title.getAttribute('aria-describedby'));
    expect(rowCells.getByText('A class must end after it starts')).toBeInTheDocument();
    expect(screen.getByLabelText('Title, row 2')).not.toHaveAttribute('aria-invalid');
  });
});
