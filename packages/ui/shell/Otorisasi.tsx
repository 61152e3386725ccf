/**
 * Supervisor override (spec §6 "authorisation by another user"): a dialog that asks another
 * user's id and password and calls `authaccess_izin {modul, type, userid, pass}`. Number 0: that
 * user holds the right, the action may go on; 22 wrong password (rate limited like login, 23);
 * 30 that user lacks the right too.
 *
 *   const [otorisasi, holder] = useOtorisasi();
 *   const grant = await otorisasi({ modul: 'mSatuan', type: 'mdelete', action: 'Hapus Satuan PCS' });
 *   if (grant) … // grant.userid authorised it; grant.izin is the server's grant when it sends one
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Aksi } from '@niaga/kernel';

// The dialog (./OtorisasiDialog.tsx) loads the first time an override is asked for (issue 36: the
// till asks for one rarely, and loads this hook at once).
const OtorisasiDialog = lazy(() => import('./OtorisasiDialog'));

export interface OtorisasiRequest {
  modul: string;
  type: Aksi;
  /** What is being authorised, shown to the supervisor. */
  action?: string;
}

export interface OtorisasiGrant {
  userid: string;
  /** A grant the server may return for the guarded act (sent back as the `izin` field). */
  izin?: string;
  msg: string;
}

type Pending = OtorisasiRequest & { resolve: (g: OtorisasiGrant | null) => void };

export function useOtorisasi(): [(req: OtorisasiRequest) => Promise<OtorisasiGrant | null>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  // Mounted from the first request on (so that it closes with its animation like any dialog).
  const [asked, setAsked] = useState(false);
  const ask = (req: OtorisasiRequest) =>
    new Promise<OtorisasiGrant | null>((resolve) => {
      setAsked(true);
      setPending({ ...req, resolve });
    });
  const holder = asked && (
    <Suspense fallback={null}>
      <OtorisasiDialog
        request={pending}
        onClose={(g) => {
          pending?.resolve(g);
          setPending(null);
        }}
      />
    </Suspense>
  );
  return [ask, holder];
}

