/**
 * The toaster as an actor shared by a part of the app (the admin): `<ToasterProvider>` runs it, `useToaster()`
 * shows and updates toasts, `useToasts()` reads them for the region. Built on `createActorContext`, whose hooks
 * throw outside the provider.
 */
import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { toasterMachine, type ToastContent, type ToasterInput } from './toaster.machine';
import { selectToasts } from './toaster.selectors';

const ToasterContext = createActorContext(toasterMachine);

export function ToasterProvider({ input = {}, children }: { input?: ToasterInput; children: ReactNode }) {
  return <ToasterContext.Provider options={{ input }}>{children}</ToasterContext.Provider>;
}

export interface ToasterActions {
  /** Shows a toast; returns nothing (the toaster names it). */
  show: (toast: ToastContent) => void;
  update: (id: string, toast: ToastContent) => void;
  dismiss: (id: string) => void;
  pause: () => void;
  resume: () => void;
}

/** Senders to the nearest toaster, stable for its life. */
export function useToaster(): ToasterActions {
  const toaster = ToasterContext.useActorRef();
  return useMemo(
    () => ({
      show: (toast) => toaster.send({ type: 'toast.show', toast }),
      update: (id, toast) => toaster.send({ type: 'toast.update', id, toast }),
      dismiss: (id) => toaster.send({ type: 'toast.dismiss', id }),
      pause: () => toaster.send({ type: 'toasts.pause' }),
      resume: () => toaster.send({ type: 'toasts.resume' }),
    }),
    [toaster],
  );
}

/** The toasts showing, oldest first. */
export function useToasts() {
  return ToasterContext.useSelector(selectToasts);
}
