/**
 * Add and edit an account (/dataperkiraanad, /dataperkiraaned): the generic form, where choosing
 * a parent group fills the class (kelompok) and normal side (saldo normal) from it, as an
 * accountant expects; both stay editable.
 */
import { useQueryClient } from '@tanstack/react-query';
import { doctypes } from '@niaga/accounting/doctypes';
import FormScreen, { type FormExtras } from '../../doctype/FormScreen';
import { accountsQuery } from '../../document/AccountPicker';

const perkiraan = doctypes.find((d) => d.name === 'perkiraan')!;

function useParentFills(): FormExtras {
  const queryClient = useQueryClient();
  return {
    onChange: async (changed) => {
      const induk = changed.induk;
      if (typeof induk !== 'string' || induk === '') return undefined;
      // The same query the parent picker uses (getlistakun option grup), so usually cached.
      const groups = await queryClient.fetchQuery(accountsQuery('grup'));
      const parent = groups.find((g) => g.kodeacc === induk);
      return parent ? { kelompok: parent.kelompok, saldonormal: parent.saldonormal } : undefined;
    },
  };
}

export function PerkiraanAdd() {
  return <FormScreen meta={perkiraan} mode="add" extras={useParentFills()} />;
}

export function PerkiraanEdit() {
  return <FormScreen meta={perkiraan} mode="edit" extras={useParentFills()} />;
}
