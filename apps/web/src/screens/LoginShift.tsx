/**
 * The Login Shift selector of the login form (spec §2.2), shown only when the server asks for a
 * shift: its own chunk, so that the login page does not load the select for everyone (issue 36).
 */
import { Select, type SelectProps } from 'antd';

/** Spec §2.2: shift list values blank, PAGI, SORE, MALAM (options with id and nama). */
export const SHIFTS = [
  { id: '', nama: '' },
  { id: 'PAGI', nama: 'PAGI' },
  { id: 'SORE', nama: 'SORE' },
  { id: 'MALAM', nama: 'MALAM' },
];

/** Takes the value and change handler from its Form.Item. */
export default function LoginShift(props: SelectProps<string>) {
  return <Select {...props} options={SHIFTS.map((s) => ({ value: s.id, label: s.nama || '\u00a0' }))} placeholder="Pilih Login Shift" />;
}
