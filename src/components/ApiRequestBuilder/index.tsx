// A form for one API operation that writes the request as copy-ready samples.
// It never sends anything: `thv serve` in v0.0.47 answers without CORS
// headers, so a browser page cannot read its answers.
import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';

import {buildSamples, sampleLanguages, type ResponseBody, type SampleLanguage} from './samples';
import styles from './styles.module.css';
import {checkBody, validateValue, type FieldSchema} from './validate';

export type BuilderParameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: FieldSchema;
  example: string;
};

export type BuilderOperation = {
  operationId: string;
  method: string;
  path: string;
  parameters: BuilderParameter[];
  body?: {schema: FieldSchema; example: unknown};
  responseBody: ResponseBody;
};

export const baseUrlStorageKey = 'toolhive-api-base-url';
export const defaultBaseUrl = 'http://localhost:8080';

function parameterValue(parameter: BuilderParameter, text: string): unknown {
  const types = [parameter.schema.type].flat();
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (
    (types.includes('integer') || types.includes('number')) &&
    text.trim() !== '' &&
    !Number.isNaN(Number(text))
  )
    return Number(text);
  return text;
}

function parameterProblems(parameter: BuilderParameter, text: string): string[] {
  if (text === '') return parameter.required ? [`\`${parameter.name}\` is required.`] : [];
  return validateValue(parameter.schema, parameterValue(parameter, text), parameter.name);
}

function Problems({id, problems}: {id: string; problems: string[]}): ReactNode {
  if (problems.length === 0) return null;
  return (
    // The alert role goes on a wrapper: on the list itself it would hide the list semantics.
    <div id={id} role="alert">
      <ul className={styles.problems}>
        {problems.map((problem) => (
          <li key={problem}>
            {problem
              .split('`')
              .map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ApiRequestBuilder({operation}: {operation: BuilderOperation}): ReactNode {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl);
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      operation.parameters.map((parameter) => [parameter.name, parameter.example]),
    ),
  );
  const [bodyText, setBodyText] = useState(() =>
    operation.body ? JSON.stringify(operation.body.example, null, 2) : '',
  );
  const [language, setLanguage] = useState<SampleLanguage>('curl');

  useEffect(() => {
    const stored = window.localStorage.getItem(baseUrlStorageKey);
    if (stored) setBaseUrl(stored);
  }, []);

  const changeBaseUrl = (next: string) => {
    setBaseUrl(next);
    window.localStorage.setItem(baseUrlStorageKey, next);
  };

  const body = useMemo(
    () => (operation.body ? checkBody(operation.body.schema, bodyText) : undefined),
    [operation.body, bodyText],
  );
  const [lastValidBody, setLastValidBody] = useState<unknown>(operation.body?.example);
  useEffect(() => {
    if (body && body.value !== undefined) setLastValidBody(body.value);
  }, [body]);

  const urlProblems = /^https?:\/\/[^/\s]+/.test(baseUrl)
    ? []
    : [
        'The base URL must start with http:// or https:// and a host, such as http://localhost:8080.',
      ];
  const samples = buildSamples({
    operationId: operation.operationId,
    method: operation.method,
    baseUrl: urlProblems.length ? defaultBaseUrl : baseUrl,
    path: operation.path,
    pathValues: Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, values[p.name]]),
    ),
    query: Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, values[p.name]]),
    ),
    body: operation.body ? (body?.value ?? lastValidBody) : undefined,
    responseBody: operation.responseBody,
  });
  const languages = sampleLanguages.filter((entry) => samples[entry.id] !== undefined);
  const shown = samples[language] ?? samples.curl!;

  return (
    <form
      className={styles.builder}
      aria-label="Request builder"
      onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        <span>Base URL</span>
        <input
          type="url"
          value={baseUrl}
          onChange={(event) => changeBaseUrl(event.target.value)}
          aria-describedby={urlProblems.length ? `${id}-url` : undefined}
        />
      </label>
      <Problems id={`${id}-url`} problems={urlProblems} />
      {operation.parameters.map((parameter) => {
        const problems = parameterProblems(parameter, values[parameter.name] ?? '');
        const problemId = `${id}-${parameter.name}`;
        return (
          <div key={parameter.name}>
            <label className={styles.field}>
              <span>
                <code>{parameter.name}</code> ({parameter.in}
                {parameter.required ? ', required' : ''})
              </span>
              <input
                value={values[parameter.name] ?? ''}
                aria-invalid={problems.length > 0}
                aria-describedby={problems.length ? problemId : undefined}
                onChange={(event) => setValues({...values, [parameter.name]: event.target.value})}
              />
            </label>
            <Problems id={problemId} problems={problems} />
          </div>
        );
      })}
      {operation.body && (
        <>
          <label className={styles.field}>
            <span>Body (JSON)</span>
            <textarea
              rows={Math.min(16, Math.max(4, bodyText.split('\n').length))}
              value={bodyText}
              spellCheck={false}
              aria-invalid={body!.problems.length > 0}
              aria-describedby={body!.problems.length ? `${id}-body` : undefined}
              onChange={(event) => setBodyText(event.target.value)}
            />
          </label>
          <Problems id={`${id}-body`} problems={body!.problems} />
          {body!.value === undefined && (
            <p className={styles.note}>The samples keep the last body that was valid JSON.</p>
          )}
        </>
      )}
      <fieldset className={styles.languages}>
        <legend>Sample</legend>
        {languages.map((entry) => (
          <label key={entry.id}>
            <input
              type="radio"
              name={`${id}-language`}
              value={entry.id}
              checked={entry.id === language}
              onChange={() => setLanguage(entry.id)}
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      <pre className={styles.sample} data-sample-language={language}>
        <code>{shown}</code>
      </pre>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void navigator.clipboard.writeText(shown)}>
        Copy sample
      </button>
    </form>
  );
}
