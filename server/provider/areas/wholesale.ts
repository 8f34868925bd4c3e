import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import type { LooseBody } from "#server/provider/loose.ts";
import type { VoipSettingsUpdate } from "#server/provider/schemas/network.ts";

const c = calls.wholesale;

interface SupplierService {
  supplierServiceId: string;
  supplier: string;
}

/** The wholesale network provider (superloop…): VoIP settings, outages, diagnostics. */
export function wholesaleApi(http: Http) {
  return {
    /** GET superloop/location-search?query → { results: [{ locationId, label, address }] } (sandbox shape) */
    locationSearch: (q: { query: string }) => http.json(c.locationSearch, { query: { ...q } }),
    /** POST superloop/service-qualification (shape not shown) */
    serviceQualification: (body: LooseBody) => http.json(c.serviceQualification, { body }),
    /** GET superloop-group/service-management/voip-services/{id} → VoIP settings */
    voipService: (a: { id: number }) => http.json(c.voipService, { params: { id: a.id } }),
    /** PATCH superloop-group/service-management/update-voip-services/{id} → the updated settings */
    updateVoipService: (a: { id: number; settings: VoipSettingsUpdate }) =>
      http.json(c.updateVoipService, { params: { id: a.id }, body: a.settings }),
    /** GET superloop-group/outage-management?avcId → { outages } */
    outages: (q: { avcId: string }) => http.json(c.outages, { query: { ...q } }),
    /** GET superloop/diagnostics?supplierServiceId&supplier → { tests } (test types) */
    diagnostics: (q: SupplierService) => http.json(c.diagnostics, { query: { ...q } }),
    /** GET superloop/diagnostics/create-test?supplierServiceId&testType&supplier → { testId, testType, status } */
    createDiagnosticTest: (q: SupplierService & { testType: string }) =>
      http.json(c.createDiagnosticTest, { query: { ...q } }),
    /** GET superloop/diagnostics/history?supplierServiceId&supplier → { history } newest first */
    diagnosticHistory: (q: SupplierService) => http.json(c.diagnosticHistory, { query: { ...q } }),
    /** GET superloop/diagnostics/get-result?testId → the result (status pending until complete) */
    diagnosticResult: (q: { testId: string }) => http.json(c.diagnosticResult, { query: { ...q } }),
  };
}
