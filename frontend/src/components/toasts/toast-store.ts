import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
}

/** One toast at a time, closed after 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => toasts,
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  clear() {
    toasts = [];
    emit();
  },
};

/** Shows a toast; a newer toast replaces the one on screen. */
export function toast(input: { title: ReactNode; description?: ReactNode; variant?: ToastVariant }): number {
  const id = nextId++;
  toasts = [{ id, variant: 'info' as ToastVariant, ...input }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}
