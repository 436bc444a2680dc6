/**
 * Authentication from security schemes (fixtures/clients/security.yaml): the credentials type's
 * keys are exactly the declared scheme names, each typed by its kind; Swagger 2.0 `securityDefinitions`
 * give the same; a description without schemes has no credentials at all.
 */
import type { InjectionToken } from "@angular/core";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import * as withoutSchemes from "./generated/fetch-native/client.js";
import * as secured from "./generated/security-fetch/client.js";
import * as ng2Secured from "./generated/security-ng2/client.js";
import type * as swagger2 from "./generated/security-swagger2/client.js";

type Credentials = secured.SecurityCredentials;
/** The schemes fixtures/clients/security.yaml declares. */
type DeclaredSchemes =
  | "bearerAuth"
  | "basicAuth"
  | "customHttp"
  | "legacy key/v1"
  | "headerKey"
  | "queryKey"
  | "cookieKey"
  | "oauth"
  | "oidc";

// Exactly the declared schemes, all optional.
expectType<DeclaredSchemes>({} as keyof Credentials);
expectAssignable<Credentials>({});
expectType<Credentials>(secured.clientCredentials);
expectError(secured.clientCredentials.undeclared);
expectNotAssignable<Credentials>({ bearerAuth: "t", undeclared: "x" });

// Tokens and keys: a string, or a function (sync or async) called per request; undefined sends nothing.
expectAssignable<Credentials>({
  bearerAuth: "t",
  headerKey: () => "k",
  queryKey: async () => "k",
  cookieKey: () => undefined,
  oauth: async () => undefined,
  oidc: "o",
});
expectNotAssignable<Credentials>({ bearerAuth: 42 });
expectNotAssignable<Credentials>({ oauth: async () => 42 });

// Basic: username and password, also from a function.
expectAssignable<Credentials>({ basicAuth: { username: "u", password: "p" } });
expectAssignable<Credentials>({ basicAuth: async () => ({ username: "u", password: "p" }) });
expectNotAssignable<Credentials>({ basicAuth: "u:p" });
expectNotAssignable<Credentials>({ basicAuth: { username: "u" } });

// ng2: the same type, through an injection token.
expectType<DeclaredSchemes>({} as keyof ng2Secured.SecurityCredentials);
expectType<InjectionToken<ng2Secured.SecurityCredentials>>(ng2Secured.SECURITY_CREDENTIALS);

// Swagger 2.0 securityDefinitions: oauth2 as a bearer token, basic, apiKey.
expectType<"token" | "password" | "key">({} as keyof swagger2.SecurityCredentials);
expectAssignable<swagger2.SecurityCredentials>({ password: { username: "u", password: "p" } });
expectNotAssignable<swagger2.SecurityCredentials>({ password: "p" });

// Without schemes: no credentials.
expectError(withoutSchemes.clientCredentials);
