// tsd insists on a typings file to exist; the code under test is in generated/ and imported by the tests.
export {};
