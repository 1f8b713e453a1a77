/** What every modal of the modal host receives: its payload and how to close it. */
export interface ModalComponentProps {
  readonly payload: unknown;
  readonly onClose: () => void;
}
