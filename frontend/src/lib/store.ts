import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, sessionEnded } from './api';
import { preferencesReducer } from './preferences';
import { clearOfflineData } from './offline/clear-offline-data';
import { forgetLastKnownUser } from './offline/last-known-user';
import { sessionReducer, signedIn, signedOut } from './session';

const listeners = createListenerMiddleware();

// A session that ends on the server (expired refresh token, account deleted elsewhere) signs
// the user out here too, and nobody's data stays in the cache.
listeners.startListening({
  actionCreator: sessionEnded,
  effect: (_action, { dispatch }) => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  },
});

// The weeks kept for offline use belong to one session (ADR 033): a sign-in, a sign-out or an
// ended session (which signs out above) forgets them.
listeners.startListening({
  matcher: isAnyOf(signedIn, signedOut),
  effect: () => clearOfflineData(),
});

// Signed out: offline, this browser no longer opens as that student (ADR 033).
listeners.startListening({ actionCreator: signedOut, effect: () => forgetLastKnownUser() });

export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer, preferences: preferencesReducer },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
