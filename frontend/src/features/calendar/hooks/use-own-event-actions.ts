import { createContext, useContext } from 'react';

/** What the calendar page lets an event's popover do with an own event: open it for editing. */
export interface OwnEventActions {
  edit: (ownEventId: string) => void;
}

export const OwnEventActionsContext = createContext<OwnEventActions | undefined>(undefined);

export const useOwnEventActions = () => useContext(OwnEventActionsContext);
