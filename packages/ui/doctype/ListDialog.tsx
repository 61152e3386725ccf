/**
 * The add/edit dialog over the list screen (ListScreen.tsx), for doctypes without add/edit routes: a
 * business document (an opname) in the document form, any other record in the doctype form.
 */
import type { MutableRefObject } from 'react';
import { Modal } from 'antd';
import { isDocument, type DoctypeMeta } from '@niaga/kernel';
import { DocumentForm } from '../document/DocumentForm';
import { DoctypeForm } from './FormScreen';

export function ListDialog({
  meta,
  dialog,
  setDialog,
  dialogLeave,
  closeDialog,
}: {
  meta: DoctypeMeta;
  dialog: { id: number | null } | null;
  setDialog: (d: { id: number | null } | null) => void;
  dialogLeave: MutableRefObject<((go: () => void) => void) | null>;
  closeDialog: () => void;
}) {
  return (
  <Modal
    open={dialog !== null}
    title={dialog?.id ? `Ubah ${meta.title}` : `Tambah ${meta.title}`}
    footer={null}
    width={isDocument(meta) ? 'min(1200px, 96vw)' : 820}
    destroyOnHidden
    maskClosable={false}
    onCancel={closeDialog}
  >
    {dialog &&
      (isDocument(meta) ? (
        // A business document (an opname): its number and date as every document has them, its lines' grid.
        <DocumentForm meta={meta} id={dialog.id} onDone={() => setDialog(null)} leaveRef={dialogLeave} />
      ) : (
        <DoctypeForm meta={meta} id={dialog.id} onDone={() => setDialog(null)} leaveRef={dialogLeave} />
      ))}
  </Modal>
  );
}
