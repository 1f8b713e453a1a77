import type { ChangeEvent } from 'react';
import { Checkbox } from '../forms/Checkbox';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { RadioGroup } from '../forms/RadioGroup';
import { Select } from '../forms/Select';
import { Textarea } from '../forms/Textarea';
import styles from './CustomOptionField.module.css';

/** The eight custom option types of SPEC §3. */
export type CustomOptionType = 'field' | 'file' | 'area' | 'radio' | 'select' | 'drop_down' | 'multiple' | 'checkbox';

/** A product custom option as the page shows it (SPEC §3 "Custom option types"). */
export interface CustomOption {
  id: string;
  type: CustomOptionType;
  title: string;
  required?: boolean;
  /** Choices of radio, select, drop_down, multiple and checkbox options. */
  values?: ReadonlyArray<{ id: string; label: string; priceLabel?: string }>;
  /** Longest text for field and area options. */
  maxCharacters?: number;
  /** Accepted file types for file options, e.g. ".pdf,.jpg". */
  accept?: string;
}

/** The value of a custom option: text, chosen value ids, or a file. */
export type CustomOptionValue = string | ReadonlyArray<string> | File | null;

/** Props of {@link CustomOptionField}. */
export interface CustomOptionFieldProps {
  option: CustomOption;
  value: CustomOptionValue;
  onChange: (value: CustomOptionValue) => void;
  /** Texts: required mark, empty choice of drop-downs, and the characters hint. */
  labels: { required: string; choose: string; maxCharacters?: (max: number) => string };
  error?: string;
}

function asList(value: CustomOptionValue): ReadonlyArray<string> {
  return Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
}

function choiceLabel(value: { label: string; priceLabel?: string }): string {
  return value.priceLabel ? `${value.label} (${value.priceLabel})` : value.label;
}

/**
 * The control of one product custom option, for all eight types of SPEC §3: field (text), area
 * (multi-line), file, radio, select and drop_down (drop-down list), multiple (several choices) and
 * checkbox (one or more boxes). Price supplements come preformatted in `priceLabel`.
 *
 * @example
 * <CustomOptionField option={{ id: '12', type: 'field', title: 'Texte à imprimer', maxCharacters: 30 }}
 *   value={text} onChange={setText} labels={{ required: 'obligatoire', choose: 'Choisissez…' }} />
 */
export function CustomOptionField({ option, value, onChange, labels, error }: CustomOptionFieldProps) {
  const values = option.values ?? [];
  const hint = option.maxCharacters && labels.maxCharacters ? labels.maxCharacters(option.maxCharacters) : undefined;
  const chosen = asList(value);

  switch (option.type) {
    case 'field':
    case 'area':
    case 'file':
    case 'select':
    case 'drop_down':
      return (
        <FormField
          label={option.title}
          hint={hint}
          error={error}
          required={option.required}
          requiredLabel={labels.required}
        >
          {(control) =>
            option.type === 'field' ? (
              <Input
                {...control}
                maxLength={option.maxCharacters}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(event.target.value)}
              />
            ) : option.type === 'area' ? (
              <Textarea
                {...control}
                maxLength={option.maxCharacters}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(event.target.value)}
              />
            ) : option.type === 'file' ? (
              <Input
                {...control}
                type="file"
                accept={option.accept}
                className={styles.file}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
              />
            ) : (
              <Select
                {...control}
                placeholder={labels.choose}
                options={values.map((choice) => ({ value: choice.id, label: choiceLabel(choice) }))}
                value={chosen[0] ?? ''}
                onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
              />
            )
          }
        </FormField>
      );
    case 'radio':
      return (
        <RadioGroup
          legend={option.required ? `${option.title} (${labels.required})` : option.title}
          options={values.map((choice) => ({ value: choice.id, label: choiceLabel(choice) }))}
          value={chosen[0] ?? null}
          onChange={(next) => onChange(next)}
          required={option.required}
          error={error}
        />
      );
    case 'multiple':
    case 'checkbox':
      return (
        <fieldset className={styles.group} aria-describedby={error ? `${option.id}-error` : undefined}>
          <legend className={styles.legend}>
            {option.title}
            {option.required ? (
              <>
                {' '}
                <span className={styles.required}>({labels.required})</span>
              </>
            ) : null}
          </legend>
          {values.map((choice) => (
            <Checkbox
              key={choice.id}
              label={choiceLabel(choice)}
              checked={chosen.includes(choice.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))
              }
            />
          ))}
          {error ? (
            <p id={`${option.id}-error`} className={styles.error}>
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    default:
      return option.type satisfies never;
  }
}
