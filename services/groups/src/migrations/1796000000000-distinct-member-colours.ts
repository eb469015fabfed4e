import { MEMBER_COLORS, nextMemberColor } from '@overlap/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Distinct colours within each group (ADR 030): rows written before held the person's hashed
 * colour or an older palette's name, so two members could share one. In join order, a member
 * keeps a colour of the current palette that nobody before them in the group has; the others
 * get the group's next free colour.
 */
export class DistinctMemberColours1796000000000 implements MigrationInterface {
  name = 'DistinctMemberColours1796000000000';

  async up(q: QueryRunner): Promise<void> {
    const rows: { id: string; group_id: string; color: string }[] = await q.query(
      'SELECT id, group_id, color FROM group_members ORDER BY group_id, joined_at, id',
    );
    const taken = new Map<string, string[]>();
    for (const row of rows) {
      const before = taken.get(row.group_id) ?? [];
      const keeps = (MEMBER_COLORS as readonly string[]).includes(row.color) && !before.includes(row.color) && before.length < MEMBER_COLORS.length;
      const color = keeps ? row.color : nextMemberColor(before);
      if (color !== row.color) await q.query('UPDATE group_members SET color = $1 WHERE id = $2', [color, row.id]);
      taken.set(row.group_id, [...before, color]);
    }
  }

  async down(): Promise<void> {
    // The colours before were not distinct; nothing worth restoring.
  }
}
