"""Signwriters and gilders: plotters, quoting tools, fonts, gold-leaf suppliers."""

import urllib.parse

from twentyseventh_spec import dec_after, enc_url, pw_with, reg

F = "signwriting_gilding_lettering_studio"
H = ("gilding", "signwriter", "lettering", "goldleaf", "brushstroke", "serif")

reg(
    F,
    "signwriting_plotter_cloud_sync_ini",
    ("plotter/cutter_<<n>>.ini", "<<org>>/studio/plotter_net.ini"),
    """[Cutter]
Model=SC2-<<nn>>
Blade=45
Force=110

[CloudSync]
Enabled=1
Server=files.<<dom>>
Account=<<user>>
Password=<<cred>>
Folder=/jobs/cut
""",
    "pw_ini",
)

reg(
    F,
    "signwriting_quote_app_settings_url_percent",
    ("quotes/settings.py", "<<first>>/quote_app/config_<<n>>.py"),
    """import os

DEBUG = False
ALLOWED_HOSTS = ["quotes.<<dom>>"]
DATABASE_URL = "postgresql://quotes:<<cred>>@<<host>>:5432/quotes"
GOLD_LEAF_PRICE_PER_BOOK = 38.50
MEDIA_ROOT = os.path.join(os.path.dirname(__file__), "proofs")
""",
    pw_with("@:/#?%", "-._~!*"),
    enc=enc_url,
    decode=dec_after(r"postgresql://quotes:([^@]+)@", urllib.parse.unquote),
)

reg(
    F,
    "signwriting_font_licence_npmrc",
    ("studio-site/.npmrc", "<<first>>/<<org>>-web/.npmrc"),
    """@<<org>>:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=<<cred>>
save-exact=true
""",
    "p:npm",
    syntax="",
)

reg(
    F,
    "signwriting_supplier_voicemail_transcript",
    ("voicemail/vm_<<date>>_<<nn>>.txt", "<<first>>/transcripts/voicemail_<<nn>>.txt"),
    """Voicemail from +44 1632 <<nn>>0<<n>> (1 min 12 s) - transcribed

"Hi <<First>>, it's Gemma from the gold leaf wholesaler. I've reset the trade account
login like you asked. The username is still your email, and the new password is
<<cred>> - I'll text it too. The 23 and a half carat transfer books are back in stock.
Cheers, bye."
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "signwriting_portfolio_netlify_toml_cloudinary",
    ("portfolio/netlify.toml", "<<org>>-portfolio/netlify.toml"),
    """[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  CLOUDINARY_URL = "cloudinary://<<nn>>48<<nn>>:<<cred>>@<<org>>"

[[redirects]]
  from = "/gallery/*"
  to = "/work/:splat"
""",
    "alnum:27",
)

reg(
    F,
    "signwriting_proof_hungarian_email_jelszo",
    ("mail/<<first>>/korrektura_<<nn>>.eml", "inbox/proofs/<<nn>>.eml"),
    """From: <<First2>> <<Last2>> <<<first2>>@<<dom>>>
To: <<email>>
Subject: Re: kirakat felirat - korrektura

Szia <<First>>,

a tervek a kozos mappaban vannak. Belepes:
felhasznalo: <<user>>
jelszo: <<cred>>

A betuk aranyozasa jovo heten kezdodik.
<<First2>>
""",
    "human",
    hint=H,
)

reg(
    F,
    "signwriting_router_rust_const_api_key",
    ("cnc-bridge/src/main.rs", "<<org>>/router/src/upload_<<n>>.rs"),
    """// sends engraved panel jobs from the studio PC to the CNC router queue
const QUEUE_URL: &str = "https://cnc.<<dom>>/api/jobs";
const API_KEY: &str = "<<cred>>";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).expect("gcode file");
    let body = std::fs::read(path)?;
    let client = reqwest::blocking::Client::new();
    client.post(QUEUE_URL).header("X-Api-Key", API_KEY).body(body).send()?;
    Ok(())
}
""",
    "x:sgn_:36",
    syntax="",
)

reg(
    F,
    "signwriting_apprentice_notebook_ocr",
    ("scans/notebook_p<<n>>.txt", "ocr/<<first>>/logins_page_<<n>>.txt"),
    """LOGINS (dont lose!!)

Pantone Connect - studio email
  <<cred>>
Plotter laptop - pin 2608
Van tracker - ask <<First2>>
""",
    "human",
    hint=H,
)
