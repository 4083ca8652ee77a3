import { describe, expect, it } from 'vitest';
import { commandResolver } from './commandForm';

const options = {
  criteriaMode: 'firstError',
  fields: {},
  shouldUseNativeValidation: false,
} as const;

describe("a command form's resolver", () => {
  it("refuses with the command map's own words", async () => {
    const { errors } = await commandResolver('UploadDocument')(
      { title: '  ', visibility: 'STAFF' },
      undefined,
      options,
    );
    expect(errors.title?.message).toBe('Enter a title for the document');
  });

  it('hands a file beside the checked fields to the submit, as it is', async () => {
    const file = new File(['%PDF'], 'minutes.pdf', { type: 'application/pdf' });
    const { values, errors } = await commandResolver('UploadDocument', { beside: ['file'] })(
      { title: ' Minutes ', visibility: 'STAFF', file },
      undefined,
      options,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ title: 'Minutes', visibility: 'STAFF', file });
  });

  it("puts a form's own check on its field, in place of the schema's message", async () => {
    const resolve = commandResolver('UploadDocument', {
      beside: ['file'],
      refine: () => ({ file: 'Choose the file to upload', title: undefined }),
    });
    const { values, errors } = await resolve(
      { title: 'Minutes', visibility: 'STAFF', file: null },
      undefined,
      options,
    );
    expect(values).toEqual({});
    expect(Object.entries(errors).map(([field, e]) => [field, e?.message])).toEqual([
      ['file', 'Choose the file to upload'],
    ]);
  });
});
