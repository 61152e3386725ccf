/**
 * The till's scan box. Its text is its own state, not the till's: a keystroke (a scanner sends a
 * dozen within a few milliseconds) redraws this box only, never the bill. The till reads the text
 * on Enter and clears it after a line is added; after a refused scan (an unknown code, a quantity
 * not above 0) it selects the text, so the next scan replaces it instead of being appended.
 */
import { forwardRef, memo, useImperativeHandle, useRef, useState } from 'react';
import { type InputRef } from 'antd';
// antd's text input without the rest of Input (text area, search, OTP): the till's first load (issue 36).
import Input from 'antd/es/input/Input';

export interface ScanHandle {
  text(): string;
  clear(): void;
  focus(): void;
  /** The focus, with the whole text selected. */
  select(): void;
}

export const ScanBox = memo(
  forwardRef<ScanHandle, { disabled: boolean; onEnter: () => void }>(function ScanBox({ disabled, onEnter }, ref) {
    const [value, setValue] = useState('');
    const current = useRef('');
    const input = useRef<InputRef>(null);
    useImperativeHandle(ref, () => ({
      text: () => current.current,
      clear: () => {
        current.current = '';
        setValue('');
      },
      focus: () => input.current?.focus(),
      select: () => input.current?.focus({ cursor: 'all' }),
    }));
    return (
      <Input
        ref={input}
        autoFocus
        size="large"
        aria-label="Scan barcode atau kode item"
        placeholder="Scan barcode / ketik kode item lalu Enter (3*KODE untuk jumlah)"
        value={value}
        onChange={(e) => {
          current.current = e.target.value;
          setValue(e.target.value);
        }}
        onPressEnter={onEnter}
        disabled={disabled}
      />
    );
  }),
);
