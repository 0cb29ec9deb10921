import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { ArticleSchema } from '../../../shared/schemas/article';
import {
  MessageEnvelopeSchema,
  UpstreamErrorSchema,
  dataEnvelope,
  orUpstreamError,
  pagedEnvelope,
  payloadEnvelope,
} from '../../../shared/schemas/envelope';
import { ScheduleResponseSchema } from '../../../shared/schemas/schedule';

const article = { id: 1, title: 'T', slug: 't' };

describe('dataEnvelope', () => {
  it('reads {status: success, data}', () => {
    const parsed = dataEnvelope(ArticleSchema).parse({ status: 'success', data: article, took_ms: 3 });
    expect(parsed.data.id).toBe(1);
    expect(parsed.took_ms).toBe(3);
  });

  it('rejects an error status or missing data', () => {
    expect(dataEnvelope(ArticleSchema).safeParse({ status: 'error', data: article }).success).toBe(false);
    expect(dataEnvelope(ArticleSchema).safeParse({ status: 'success' }).success).toBe(false);
  });
});

describe('pagedEnvelope', () => {
  it('reads a page of items with totals, numbers as strings too', () => {
    const page = pagedEnvelope(ArticleSchema).parse({
      status: 'success',
      data: [article],
      total: '21',
      total_pages: 4,
      page: '2',
    });
    expect(page.total).toBe(21);
    expect(page.page).toBe(2);
    expect(page.data).toHaveLength(1);
  });

  it('rejects a page without totals', () => {
    expect(pagedEnvelope(ArticleSchema).safeParse({ status: 'success', data: [] }).success).toBe(false);
  });
});

describe('payloadEnvelope', () => {
  it('reads a payload that sits beside status', () => {
    const schedule = payloadEnvelope(ScheduleResponseSchema).parse({ status: 'success', matches: {}, hasNextPage: false });
    expect(schedule.status).toBe('success');
    expect(schedule.gameFormats).toEqual([]);
  });
});

describe('UpstreamErrorSchema', () => {
  it('reads an error with or without a code', () => {
    expect(UpstreamErrorSchema.parse({ status: 'error', message: 'Invalid signature' }).code).toBeUndefined();
    expect(UpstreamErrorSchema.parse({ status: 'error', message: 'Timed out', code: 'upstream_timeout' }).code).toBe('upstream_timeout');
  });

  it('rejects an error without a message', () => {
    expect(UpstreamErrorSchema.safeParse({ status: 'error' }).success).toBe(false);
  });
});

describe('orUpstreamError', () => {
  const Either = orUpstreamError(dataEnvelope(z.looseObject({ token: z.string() })));

  it('reads either envelope, told apart by status', () => {
    const ok = Either.parse({ status: 'success', data: { token: 't' } });
    const failed = Either.parse({ status: 'error', message: 'Nope' });
    expect(ok.status === 'success' ? ok.data.token : null).toBe('t');
    expect(failed.status === 'error' ? failed.message : null).toBe('Nope');
  });
});

describe('MessageEnvelopeSchema', () => {
  it('reads a success message', () => {
    expect(MessageEnvelopeSchema.parse({ status: 'success', message: 'Files are purged.' }).message).toBe('Files are purged.');
  });
});
