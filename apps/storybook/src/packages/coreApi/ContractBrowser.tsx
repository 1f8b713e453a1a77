import { type ApiCallName, apiCalls } from '@citerne/core-api/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import { useId, useState } from 'react';
import * as v from 'valibot';
import '../shared/docsPlayground.css';
import { exampleOf } from './exampleOf';

const names = Object.keys(apiCalls).sort() as ApiCallName[];
const parts = ['params', 'query', 'body', 'result'] as const;

/** The JSON schema of a contract schema; transforms and custom checks have no JSON form and are left out. */
const jsonOf = (schema: v.GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' });

/** Every call of the contract (`apiCalls`): method, path, auth, its schemas and an example checked by them. */
export function ContractBrowser({ initial = 'userLogin' }: { initial?: ApiCallName }) {
  const [name, setName] = useState<ApiCallName>(initial);
  const id = useId();
  const call = apiCalls[name];
  return (
    <div className="docs-playground" lang="en">
      <label>
        Call ({names.length} in the contract)
        <select value={name} onChange={(event) => setName(event.target.value as ApiCallName)}>
          {names.map((callName) => (
            <option key={callName} value={callName}>
              {callName}
            </option>
          ))}
        </select>
      </label>
      <p>
        <output data-testid="route">
          {call.method} {call.path}
        </output>{' '}
        — auth: <strong>{call.auth}</strong>
        {call.cart ? ', cart token' : ''}
      </p>
      {parts.map((part) => {
        const schema: v.GenericSchema | undefined = (call as Partial<Record<(typeof parts)[number], v.GenericSchema>>)[
          part
        ];
        if (!schema) return null;
        const json = jsonOf(schema);
        const example = exampleOf(json);
        const valid = v.safeParse(schema, example).success;
        return (
          <section key={part} aria-labelledby={`${id}-${part}`}>
            <h3 id={`${id}-${part}`}>{part}</h3>
            <details>
              <summary>JSON schema of {part}</summary>
              <pre>{JSON.stringify(json, null, 2)}</pre>
            </details>
            <p>
              Example {part === 'result' ? 'answer' : 'request'} generated from the schema —{' '}
              <output data-testid={`valid-${part}`}>
                {valid ? 'valid for the contract' : 'needs more than the generated sample'}
              </output>
            </p>
            <pre data-testid={`example-${part}`}>{JSON.stringify(example, null, 2)}</pre>
          </section>
        );
      })}
    </div>
  );
}
