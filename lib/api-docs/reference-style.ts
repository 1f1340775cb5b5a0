// Our overrides of swagger-ui's colours on /api-docs (served as /api-docs/reference.css after swagger-ui.css):
// its method badges, Authorize button, spec URL and version stamp are pale colours under 4.5:1 against their
// text. Same hues, darkened until white (or the page's white) reaches at least 5:1.
export const referenceStyle = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1565c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17794a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a3520b; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #00796b; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #1565c0; }
.swagger-ui .btn.authorize { color: #17794a; border-color: #17794a; }
.swagger-ui .btn.authorize svg { fill: #17794a; }
.swagger-ui .info .link, .swagger-ui .info a, .swagger-ui .info .main .link .url, .swagger-ui .url { color: #1565c0; }
.swagger-ui .info .title small.version-stamp { background-color: #4b6a00; }
.swagger-ui .info .title small { background-color: #4b6a00; }
.swagger-ui .btn.cancel { color: #c62828; border-color: #c62828; }
.swagger-ui .btn.execute { background-color: #1565c0; border-color: #1565c0; }
.swagger-ui .response-undocumented i, .swagger-ui .response-col_links i { color: #5f6368; }
.swagger-ui .download-contents { background: #4b5563; }
.reference-intro { font-family: sans-serif; max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; color: #3b4151; }
.reference-intro h1 { font-size: 1.5rem; margin: 0 0 4px; }
.reference-intro p { margin: 0; }
.reference-intro a { color: #1565c0; }
`;
