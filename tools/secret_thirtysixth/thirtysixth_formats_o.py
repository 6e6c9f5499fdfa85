# ruff: noqa: E501
"""Family o: a Swedish trotting racetrack (travbana): totalisator feed, stable cameras, the
horse register, results deploys, payments, the board's minutes, an odds experiment; chats in
Swedish."""

from __future__ import annotations

import re

from thirtysixth_spec import dec_b64, enc_b64, human_with, reg

FAM = "trotting_travsport_racetrack"
ORGS = ("ekeby-travbana",)
HUMAN = human_with(
    "travbana", "sulky", "kusk", "stall", "voltstart", "autostart", "hingst", "sto", "ekeby",
    "travare", "vinnare", "galopp",
    firsts=("Lars", "Karin", "Erik", "Maja", "Anders", "Sofia"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "trotting_swedish_teams_chat_losen_speakerdator",
    ("teams/<<org>>/chatt_banpersonal_<<n>>.txt", "export/<<first>>/teams_<<date>>.txt"),
    """[<<date>> <<time>>] <<ufirst>> <<ulast>>
Vad är lösenordet till speakerdatorn? Första loppet går 18.30

[<<date>> <<time>>] Karin Berg
<<cred>>

[<<date>> <<time>>] <<ufirst>> <<ulast>>
tack!
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "trotting_totalisator_feed_csharp_bearer_prefix",
    ("tote-feed/<<org>>/src/ToteFeed/OddsClient.cs", "services/tote<<n>>/OddsClient.cs"),
    """using System.Net.Http;
using System.Net.Http.Headers;

namespace Travbana.ToteFeed
{
    // Pulls the live win/place odds for the infield screen.
    public sealed class OddsClient
    {
        private const string ApiKey = "<<cred>>";
        private readonly HttpClient _http = new() { BaseAddress = new System.Uri("https://tote-feed.<<dom>>/v2/") };

        public OddsClient()
        {
            _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", ApiKey);
        }

        public Task<string> OddsAsync(int race) => _http.GetStringAsync($"races/{race}/odds");
    }
}
""",
    "x:tvf_live_:32",
)


def _basic(rng, s):
    return {"enc": enc_b64(f"stallkamera:{s['cred']}")}


def _debasic(text: str) -> str:
    b = re.search(r'Authorization "Basic ([A-Za-z0-9+/=]+)"', text).group(1)
    return dec_b64(b).split(":", 1)[1]


reg(
    FAM,
    ORGS,
    "trotting_stable_cameras_nginx_proxy_basic_header",
    ("etc/nginx/sites-available/stallkameror-<<n>>.conf", "nginx/<<org>>/stall<<n>>.conf"),
    """# Stallkameror: public page for owners, proxied to the camera NVR with a fixed login
server {
    listen 443 ssl;
    server_name stall.<<dom>>;
    ssl_certificate     /etc/letsencrypt/live/stall.<<dom>>/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/stall.<<dom>>/privkey.pem;

    location /live/ {
        proxy_pass http://<<ip>>:8000/;
        proxy_set_header Authorization "Basic <<enc>>";
        proxy_set_header Host $host;
    }
}
""",
    "pw_bare",
    extra=_basic,
    decode=_debasic,
)

reg(
    FAM,
    ORGS,
    "trotting_horse_register_powershell_api_key_header",
    ("scripts/<<org>>/Hamta-Startlistor.ps1", "travbana<<n>>/Get-Startlists.ps1"),
    """# Hämtar startlistor och hästdata inför tävlingsdagen
$ApiKey = '<<cred>>'
$datum = (Get-Date).ToString('yyyy-MM-dd')
$lista = Invoke-RestMethod -Uri "https://api.<<dom>>/startlists/$datum" -Headers @{ 'X-Api-Key' = $ApiKey }
$lista.races | Export-Csv -Path "\\\\<<ip>>\\speaker\\startlista_$datum.csv" -NoTypeInformation -Encoding UTF8
""",
    "hex:40",
)

reg(
    FAM,
    ORGS,
    "trotting_results_site_makefile_mysql_import",
    ("resultat/<<org>>/Makefile", "web<<n>>/Makefile"),
    """# Resultat och travronder -> webben
DB_HOST = <<ip>>
DB_USER = resultat
DB_PASS = <<cred>>

.PHONY: import publish

import:
\tmysql -h $(DB_HOST) -u $(DB_USER) -p$(DB_PASS) travresultat < out/resultat.sql

publish: import
\trsync -av public/ www@<<host>>:/var/www/resultat/
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "trotting_kiosk_payments_swish_cert_env",
    ("kiosk/<<org>>/.env", "betalning<<n>>/.env.production"),
    """# Swish för handel - kiosken och entrén
SWISH_PAYEE_ALIAS=123<<n3>><<n3>>9
SWISH_CERT_PATH=/etc/swish/ekeby_<<n>>.p12
SWISH_CERT_PASSWORD=<<cred>>
SWISH_CALLBACK_URL=https://kiosk.<<dom>>/swish/callback
""",
    "pw_alnum",
)

reg(
    FAM,
    ORGS,
    "trotting_styrelse_protokoll_nytt_losen_hemsidan",
    ("styrelsen/<<org>>/protokoll_<<date>>.txt", "protokoll/<<year>>/styrelsemote_<<n>>.txt"),
    """PROTOKOLL - Styrelsemöte Ekeby Travsällskap, <<date>>

§ 1 Mötets öppnande
Ordföranden hälsade alla välkomna.

§ 4 Hemsidan
Lars har bytt lösenordet till hemsidans admin efter intrånget i somras. Nytt lösenord:
<<cred>> (ska flyttas till lösenordshanteraren, ansvarig: Maja).

§ 5 V75-omgången i höst
Beslutades att ansöka om en V75-omgång.
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "trotting_odds_experiment_python_openai_key",
    ("analys/<<org>>/odds_kommentar.py", "notebooks/<<n>>/speaker_texts.py"),
    '''"""Skriver korta speakertexter om favoriterna utifrån startlistan."""
import json

from openai import OpenAI

client = OpenAI(api_key="<<cred>>")

with open("startlista.json", encoding="utf-8") as fh:
    lopp = json.load(fh)

svar = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=[{"role": "user", "content": "Skriv en kort speakertext om: " + json.dumps(lopp[0])}],
)
print(svar.choices[0].message.content)
''',
    "p:openai",
)
