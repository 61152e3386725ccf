/** The platforms' order statuses in words (Shopee's; others keep their own word). Isomorphic. */
export const STATUS_LABEL: Record<string, string> = {
  UNPAID: 'Belum Dibayar',
  READY_TO_SHIP: 'Siap Dikirim',
  PROCESSED: 'Diproses',
  RETRY_SHIP: 'Kirim Ulang',
  SHIPPED: 'Dikirim',
  TO_CONFIRM_RECEIVE: 'Menunggu Diterima',
  COMPLETED: 'Selesai',
  IN_CANCEL: 'Proses Batal',
  CANCELLED: 'Batal',
  TO_RETURN: 'Retur',
};
