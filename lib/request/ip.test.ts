import { addressKey, inRange, parseIp, parseRange } from './ip';

describe('IP addresses', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['  192.0.2.1 ', '192.0.2.1'],
    ['::1', '0:0:0:0::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:ffff', '2001:db8:aaaa:bbbb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['::FFFF:a01:203', '10.1.2.3'],
    ['[2001:db8::7]:443', '2001:db8:0:0::/64'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('reads %p as the key %p', (text, key) => {
    const address = parseIp(text);
    expect(address && addressKey(address)).toBe(key);
  });

  it.each(['', '256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1', 'example.com', '[::1', '1.2.3.4:port', 'x'.repeat(100)])(
    'refuses %p',
    (text) => {
      expect(parseIp(text)).toBeUndefined();
    },
  );

  it.each([
    ['10.0.0.0/8', '10.255.3.4', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['192.0.2.7', '192.0.2.7', true],
    ['192.0.2.7', '192.0.2.8', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['10.0.0.0/8', '::ffff:10.0.0.1', true],
    ['::ffff:10.0.0.0/104', '10.3.0.1', true],
    ['0.0.0.0/0', '8.8.8.8', true],
    ['0.0.0.0/0', '2001:db8::1', false],
  ])('range %p contains %p: %p', (range, address, expected) => {
    const parsedRange = parseRange(range);
    const parsedAddress = parseIp(address);
    expect(parsedRange && parsedAddress && inRange(parsedAddress, parsedRange)).toBe(expected);
  });

  it.each(['10.0.0.0/33', '10.0.0.0/-1', '10.0.0.0/8/8', 'banana/8', '2001:db8::/129'])('refuses the range %p', (range) => {
    expect(parseRange(range)).toBeUndefined();
  });
});
