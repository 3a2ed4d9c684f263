import { describe, expect, it } from 'vitest';
import { appHostnameOf, brokerAddressOfHost, hostnameOf } from '../../domain/broker-host';

describe('hostnameOf', () => {
  it('drops the port, a trailing dot and the case', () => {
    expect(hostnameOf('Acme.LocalHost:3000')).toBe('acme.localhost');
    expect(hostnameOf('acme.office.example.ng.')).toBe('acme.office.example.ng');
    expect(hostnameOf(' office.example.ng ')).toBe('office.example.ng');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
  });
});

describe('appHostnameOf', () => {
  it('reads the host name of PUBLIC_URL', () => {
    expect(appHostnameOf('http://localhost:3000')).toBe('localhost');
    expect(appHostnameOf('https://Office.Example.ng')).toBe('office.example.ng');
  });
});

describe('brokerAddressOfHost', () => {
  it('reads the first label when the rest is the app host, whatever the port', () => {
    expect(brokerAddressOfHost('acme.localhost:3000', 'localhost')).toBe('acme');
    expect(brokerAddressOfHost('acme.localhost', 'localhost')).toBe('acme');
    expect(brokerAddressOfHost('acme.office.example.ng', 'office.example.ng')).toBe('acme');
    expect(brokerAddressOfHost('acme.office.example.ng:443', 'office.example.ng')).toBe('acme');
  });

  it('answers in lower case, so that addresses compare without regard to case', () => {
    expect(brokerAddressOfHost('ACME.Office.Example.NG', 'office.example.ng')).toBe('acme');
    expect(brokerAddressOfHost('Demo.localhost:3000', 'LOCALHOST')).toBe('demo');
  });

  it('accepts digits and inner hyphens', () => {
    expect(brokerAddressOfHost('lagos-brokers-2.localhost', 'localhost')).toBe('lagos-brokers-2');
  });

  it('sees no brokerage on the app host itself or on www in front of it', () => {
    expect(brokerAddressOfHost('localhost:3000', 'localhost')).toBeNull();
    expect(brokerAddressOfHost('office.example.ng', 'office.example.ng')).toBeNull();
    expect(brokerAddressOfHost('www.office.example.ng', 'office.example.ng')).toBeNull();
  });

  it('sees no brokerage on another site', () => {
    expect(brokerAddressOfHost('acme.example.com', 'office.example.ng')).toBeNull();
    expect(brokerAddressOfHost('example.ng', 'office.example.ng')).toBeNull();
    expect(brokerAddressOfHost('acme.office.example.ng.evil.com', 'office.example.ng')).toBeNull();
    expect(brokerAddressOfHost('acmeoffice.example.ng', 'office.example.ng')).toBeNull();
  });

  it('takes one label only: a deeper host is not a brokerage', () => {
    expect(brokerAddressOfHost('a.acme.office.example.ng', 'office.example.ng')).toBeNull();
  });

  it('refuses labels a DNS name cannot have', () => {
    expect(brokerAddressOfHost('-acme.localhost', 'localhost')).toBeNull();
    expect(brokerAddressOfHost('acme-.localhost', 'localhost')).toBeNull();
    expect(brokerAddressOfHost('ac_me.localhost', 'localhost')).toBeNull();
    expect(brokerAddressOfHost(`${'a'.repeat(64)}.localhost`, 'localhost')).toBeNull();
    expect(brokerAddressOfHost(`${'a'.repeat(63)}.localhost`, 'localhost')).toBe('a'.repeat(63));
    expect(brokerAddressOfHost('.localhost', 'localhost')).toBeNull();
  });

  it('never reads an IP address as a brokerage', () => {
    expect(brokerAddressOfHost('127.0.0.1:3000', 'localhost')).toBeNull();
    expect(brokerAddressOfHost('10.0.0.5', '0.0.5')).toBeNull();
    expect(brokerAddressOfHost('acme.10.0.0.5', '10.0.0.5')).toBeNull();
    expect(brokerAddressOfHost('[::1]:3000', 'localhost')).toBeNull();
  });

  it('sees nothing in an empty host', () => {
    expect(brokerAddressOfHost('', 'localhost')).toBeNull();
  });
});
