import { describe, expect, it } from 'vitest';
import { serializeError, urlForLog } from './log-redaction.ts';

// A failed query as node-postgres and Drizzle report it: the statement's parameters in the message.
const queryError = () => Object.assign(new Error('Failed query: update claims set injury_description = $1\nparams: Twisted the left ankle at 22 Elm Street'), { code: '57014' });

describe('an error in the log', () => {
  it('keeps an Error’s type, message, stack and code', () => {
    const error = Object.assign(new TypeError('no such queue'), { code: 'ERR_QUEUE' });
    expect(serializeError(error)).toEqual({ type: 'TypeError', message: 'no such queue', stack: error.stack, code: 'ERR_QUEUE' });
  });

  it("keeps an SMTP refusal without the recipient's address it quotes", () => {
    const refusal = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <paula.rivera+1@family.test>: Recipient address rejected"), { responseCode: 550 });
    const { message, stack } = serializeError(refusal);
    expect(message).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected");
    expect(stack).not.toContain('family.test');
  });

  it('keeps the message, stack, code and queue and worker of what pg-boss emits on `error`', () => {
    // manager.js: `this.emit(events.error, { ...error, message: error.message, stack: error.stack, queue: name, worker: workerId })`
    const fetchFailure = Object.assign(new Error('timeout exceeded when trying to connect (Queue: claimDelivery, Worker: 5d1c)'), { code: 'ETIMEDOUT' });
    const emitted = { ...fetchFailure, message: fetchFailure.message, stack: fetchFailure.stack, queue: 'claimDelivery', worker: '5d1c' };
    expect(serializeError(emitted)).toEqual({
      type: 'Error',
      message: 'timeout exceeded when trying to connect (Queue: claimDelivery, Worker: 5d1c)',
      stack: fetchFailure.stack,
      code: 'ETIMEDOUT',
      queue: 'claimDelivery',
      worker: '5d1c',
    });
  });

  it('keeps the code and cause of an Error with a cause, an Error or an object pg-boss made of one', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('claim delivery failed', { cause: refused }), { code: 'DELIVERY_FAILED' });
    expect(serializeError(wrapped)).toMatchObject({
      message: 'claim delivery failed',
      code: 'DELIVERY_FAILED',
      cause: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED', stack: refused.stack },
    });
    const causedByObject = new Error('job failed', { cause: { ...refused, message: refused.message, stack: refused.stack, queue: 'mail' } });
    expect(serializeError(causedByObject).cause).toEqual({ type: 'Error', message: refused.message, stack: refused.stack, code: 'ECONNREFUSED', queue: 'mail' });
  });

  it('keeps each error of an AggregateError (a connection refused on every address)', () => {
    const onEach = ['::1', '127.0.0.1'].map((address) => Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED' }));
    const refused = Object.assign(new AggregateError(onEach), { code: 'ECONNREFUSED' });
    expect(serializeError(refused)).toMatchObject({
      type: 'AggregateError',
      code: 'ECONNREFUSED',
      errors: [{ message: 'connect ECONNREFUSED ::1:5432' }, { message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    });
  });

  it('never logs a query’s parameters, in an Error, its cause or an object pg-boss made of one', () => {
    const failure = queryError();
    const shapes = [failure, new Error('periodic task failed', { cause: failure }), { ...failure, message: failure.message, stack: failure.stack, queue: 'mail', worker: 'w1' }];
    for (const shape of shapes) {
      const logged = JSON.stringify(serializeError(shape));
      expect(logged).toContain('update claims set injury_description = $1');
      expect(logged).not.toContain('Elm Street');
    }
  });

  it('hides the value a data exception quotes, wherever the error is', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type integer: "22 Elm Street"'), { code: '22P02' });
    for (const shape of [invalid, { ...invalid, message: invalid.message, stack: invalid.stack }, new Error('import failed', { cause: invalid })]) {
      expect(JSON.stringify(serializeError(shape))).not.toContain('Elm Street');
    }
  });

  it('says the same when logged twice (a serialized error passed to the logger again)', () => {
    const error = new Error('job failed', { cause: queryError() });
    expect(serializeError(serializeError(error))).toEqual(serializeError(error));
  });

  it.each([
    ['a string', 'disk full', { type: 'string', message: 'disk full', stack: '' }],
    ['a number', 42, { type: 'number', message: '42', stack: '' }],
    ['undefined', undefined, { type: 'undefined', message: 'undefined', stack: '' }],
  ])('renders %s as text', (_name, value, expected) => {
    expect(serializeError(value)).toEqual(expected);
  });
});

describe('a URL in the log', () => {
  it.each([
    ['/parent/abc123', '/parent/[redacted]'],
    ['/guardian/abc123', '/guardian/[redacted]'],
    ['/v1/guardian/abc123/students/x/sign', '/v1/guardian/[redacted]/students/x/sign'],
    ['/tpa/abc123?lang=es', '/tpa/[redacted]'],
    ['/v1/parent/abc123/documents/remove', '/v1/parent/[redacted]/documents/remove'],
    ['/v1/TPA/abc123/report', '/v1/TPA/[redacted]/report'],
    ['/v1/%70arent/abc123', '/v1/parent/[redacted]'],
    ['/reset-password?token=abc123', '/reset-password'],
    ['/v1/claims/3f1c/jwt-pdf', '/v1/claims/3f1c/jwt-pdf'],
    ['/dashboard/3f1c/students/parent', '/dashboard/3f1c/students/parent'],
    ['/v1/parent/%E0%A4%A', '/v1/parent/[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});
