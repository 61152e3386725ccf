/**
 * The till's pickers (the bank and e-money of a payment, the customer of F6): the generic
 * RefPicker, whose antd Select loads the first time a dialog with one opens, not with the till
 * (issue 36: the till's first load), with the modules' declarations the picker finds its target
 * in (`modulesReady`: the till renders before they are registered). A text box of the picker's
 * size stands in while they load.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import Input from 'antd/es/input/Input';
import { modulesReady } from '@niaga/ui/app';
import type { RefPicker as Picker } from '@niaga/ui/doctype/RefPicker';

type Props = Omit<ComponentProps<typeof Picker>, 'target'> & {
  /** The doctype picked from (`refTarget`). */
  doctype: string;
};

const load = () => Promise.all([import('@niaga/ui/doctype/RefPicker'), modulesReady()]);
let loading: ReturnType<typeof load> | null = null;
/**
 * Loads the pickers' parts ahead, once the till is drawn (Kasir.tsx): a connection that drops
 * later does not leave the payment dialog without them. A failed load is tried again next time.
 */
export const preloadPickers = () =>
  (loading ??= load().catch((e: unknown) => {
    loading = null;
    throw e;
  }));

const Lazy = lazy(async () => {
  const [{ RefPicker, refTarget }] = await preloadPickers();
  return { default: ({ doctype, ...rest }: Props) => <RefPicker {...rest} target={refTarget(doctype)!} /> };
});

export function TillPicker(props: Props) {
  return (
    <Suspense fallback={<Input disabled aria-busy="true" placeholder="Memuat…" style={{ width: '100%', minWidth: 200, maxWidth: 420, ...props.style }} />}>
      <Lazy {...props} />
    </Suspense>
  );
}
