import styles from '../calendar.module.css';
import { sessionClass, typeClass } from './event-classes';

// In component tests a module's class reads as its own key (frontend/test/style-mock.js).
describe('event colour classes', () => {
  it('gives each known type its colours, whatever its case, and anything else the neutral ones', () => {
    expect(typeClass('Lecture')).toBe(styles.eventTypeLecture);
    expect(typeClass('assignment')).toBe(styles.eventTypeAssignment);
    expect(typeClass('Class')).toBe(styles.eventTypeClass);
    expect(typeClass('Reading group')).toBe(styles.eventTypeOther);
    expect(typeClass(undefined)).toBe(styles.eventTypeOther);
  });

  it('draws a study session the student has not said yes to lighter', () => {
    const session = { sessionId: 's', groupId: 'g', groupName: 'Makro' };
    expect(sessionClass({ ...session, answer: 'going' })).toBe(styles.eventSession);
    expect(sessionClass({ ...session, answer: 'maybe' })).toBe(`${styles.eventSession} ${styles.sessionTentative}`);
    expect(sessionClass({ ...session, answer: 'none' })).toBe(`${styles.eventSession} ${styles.sessionTentative}`);
    expect(sessionClass(undefined)).toBeUndefined();
  });
});
