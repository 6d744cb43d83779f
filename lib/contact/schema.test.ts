import { contactFormOptions } from '@/lib/site/form-options';
import { contactRequestSchema, fieldErrors } from './schema';

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(757) 555-0123',
  serviceType: 'plumbing',
  location: 'norfolk',
  message: 'Inspector found a leaking supply line under the kitchen sink and a missing GFCI in the garage.',
  urgency: 'urgent',
};

function errorsFor(input: Record<string, unknown>) {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact request schema', () => {
  it('accepts a complete request', () => {
    expect(contactRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ...contactFormOptions.services.map((option) => ['serviceType', option.value] as const),
    ...contactFormOptions.locations.map((option) => ['location', option.value] as const),
    ...contactFormOptions.urgency.map((option) => ['urgency', option.value] as const),
  ])('accepts every option the form offers: %s=%s', (field, value) => {
    expect(contactRequestSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it.each(['serviceType', 'location', 'urgency'])('refuses a %s the form does not offer', (field) => {
    expect(errorsFor({ ...valid, [field]: 'roofing-in-richmond' })[field as keyof typeof valid]).toBeDefined();
  });

  it('defaults urgency to standard', () => {
    const { urgency, ...withoutUrgency } = valid;
    void urgency;
    expect(contactRequestSchema.parse(withoutUrgency).urgency).toBe('standard');
  });

  it.each(['name', 'email', 'phone', 'serviceType', 'location', 'message'])('requires %s', (field) => {
    expect(errorsFor({ ...valid, [field]: '' })[field as keyof typeof valid]).toBeDefined();
    const rest: Record<string, unknown> = { ...valid };
    delete rest[field];
    expect(errorsFor(rest)[field as keyof typeof valid]).toBeDefined();
  });

  it('treats whitespace-only text as missing and trims the rest', () => {
    expect(errorsFor({ ...valid, name: '   ' }).name).toBe('This field is required');
    expect(contactRequestSchema.parse({ ...valid, name: '  Dana  ' }).name).toBe('Dana');
  });

  it.each(['not-an-email', 'dana@', '@example.com', 'dana example.com'])('rejects the e-mail %s', (email) => {
    expect(errorsFor({ ...valid, email }).email).toBeDefined();
  });

  it.each([
    ['(757) 555-0123', true],
    ['757.555.0123', true],
    ['+1 757 555 0123', true],
    ['+44 20 7946 0958', true],
    ['555-0123', false],
    ['123', false],
    ['1234567890123456', false],
    ['call me', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(errorsFor({ ...valid, phone }).phone === undefined).toBe(ok);
  });

  it('rejects values outside the service, location and urgency options', () => {
    expect(errorsFor({ ...valid, serviceType: 'roofing' }).serviceType).toBe('Choose the service you need');
    expect(errorsFor({ ...valid, location: 'richmond' }).location).toBe('Choose where the property is');
    expect(errorsFor({ ...valid, urgency: 'yesterday' }).urgency).toBeDefined();
  });

  it('bounds the name at 200 and the message at 5,000 characters', () => {
    expect(errorsFor({ ...valid, name: 'a'.repeat(200) }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: 'a'.repeat(201) }).name).toBeDefined();
    expect(errorsFor({ ...valid, message: 'a'.repeat(5000) }).message).toBeUndefined();
    expect(errorsFor({ ...valid, message: 'a'.repeat(5001) }).message).toBeDefined();
  });

  it('drops fields it does not know', () => {
    expect(contactRequestSchema.parse({ ...valid, admin: true })).not.toHaveProperty('admin');
  });
});
