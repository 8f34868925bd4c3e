import { describe, expect, it } from "vitest";
import { tracingSettings } from "./settings.ts";

describe("tracingSettings", () => {
  it("is off when no OTEL_* variable asks for traces", () => {
    expect(tracingSettings({}).enabled).toBe(false);
    expect(tracingSettings({ OTEL_SERVICE_NAME: "portal" }).enabled).toBe(false);
    expect(
      tracingSettings({ OTEL_TRACES_EXPORTER: "none", OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" }).enabled,
    ).toBe(false);
  });

  it("is on with an OTLP endpoint or a named exporter, unless OTEL_SDK_DISABLED", () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" })).toMatchObject({
      enabled: true,
      exporters: ["otlp"],
    });
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c:4318/v1/traces" }).exporters).toEqual([
      "otlp",
    ]);
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: "otlp,console" }).exporters).toEqual(["otlp", "console"]);
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: "otlp", OTEL_SDK_DISABLED: "TRUE" }).enabled).toBe(false);
  });

  it("reads the sampler and batch settings, and names what it does not understand", () => {
    const on = { OTEL_TRACES_EXPORTER: "otlp" };
    expect(tracingSettings(on).sampler).toEqual({ parentBased: true, ratio: 1 });
    expect(
      tracingSettings({ ...on, OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" })
        .sampler,
    ).toEqual({ parentBased: true, ratio: 0.1 });
    expect(tracingSettings({ ...on, OTEL_TRACES_SAMPLER: "always_off" }).sampler).toEqual({
      parentBased: false,
      ratio: 0,
    });
    expect(tracingSettings({ ...on, OTEL_BSP_SCHEDULE_DELAY: "200" }).batchDelayMs).toBe(200);

    const odd = tracingSettings({
      OTEL_TRACES_EXPORTER: "otlp,zipkin",
      OTEL_EXPORTER_OTLP_PROTOCOL: "grpc",
      OTEL_TRACES_SAMPLER: "sometimes",
      OTEL_BSP_SCHEDULE_DELAY: "soon",
    });
    expect(odd.enabled).toBe(true);
    expect(odd.problems.join("\n")).toMatch(/zipkin.*\n.*grpc.*\n.*sometimes.*\n.*soon/);
  });
});

describe("whose traceparent is adopted", () => {
  const on = { OTEL_TRACES_EXPORTER: "otlp" };
  it("nobody's unless told: true, or the addresses and CIDRs callers connect from", () => {
    expect(tracingSettings(on).trustedParents).toBe("none");
    expect(tracingSettings({ ...on, OTEL_TRUST_INCOMING_TRACEPARENT: "false" }).trustedParents).toBe("none");
    expect(tracingSettings({ ...on, OTEL_TRUST_INCOMING_TRACEPARENT: "TRUE" }).trustedParents).toBe("all");
    expect(
      tracingSettings({ ...on, OTEL_TRUST_INCOMING_TRACEPARENT: "10.0.0.0/8, 192.0.2.7,fd00::/8" }).trustedParents,
    ).toEqual({ addresses: ["10.0.0.0/8", "192.0.2.7", "fd00::/8"] });
  });

  it("a list it cannot read trusts nobody, and says so", () => {
    for (const value of ["proxy.example.com", "10.0.0.0/0", "10.0.0.0/33", "yes"]) {
      const settings = tracingSettings({ ...on, OTEL_TRUST_INCOMING_TRACEPARENT: value });
      expect(settings.trustedParents, value).toBe("none");
      expect(settings.problems.join("\n"), value).toMatch(/OTEL_TRUST_INCOMING_TRACEPARENT/);
    }
  });
});
