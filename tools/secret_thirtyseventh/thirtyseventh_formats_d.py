# ruff: noqa: E501
"""Family d: vanilla curers and exporters of Sambava (SAVA region, Madagascar)."""

from __future__ import annotations

from thirtyseventh_spec import alnum, b64, enc_b64, gen_pw, human_with, reg

FAM = "vanilla_sambava_madagascar_curer"
MG = (
    "Rakoto",
    "Rasoa",
    "Hery",
    "Voahangy",
    "Fidy",
    "Tahiry",
    "Lalao",
    "Andry",
    "Njaka",
    "Mialy",
    "Solofo",
    "Haingo",
)
WORDS = (
    "vanille",
    "sambava",
    "andapa",
    "antalaha",
    "lavanila",
    "fanamboarana",
    "tsarabe",
    "mahafinaritra",
    "gousse",
    "sava",
    "zebu",
    "ravinala",
)

reg(
    FAM,
    "vanilla_malagasy_sms_teny_miafina",
    ("sms/backup_<<date>>.txt", "<<org>>/telefaona/sms_<<p1>>.txt"),
    """\
From: +261 34 <<num>> <<n>>
Date: <<dmy>> <<time>>
Salama <<p2>>. Ilay solosaina ao amin'ny trano fanamboarana vanille: anarana "magasin", teny miafina <<cred>> . Aza omena olon-kafa azafady. -- <<p1>>
""",
    human_with(*WORDS, names=MG),
    syntax="",
    people=MG,
)

reg(
    FAM,
    "vanilla_sechage_caisse_esp8266_secrets_header",
    ("firmware/sechage_<<n>>/secrets.h", "<<org>>-sensors/include/arduino_secrets.h"),
    """\
// Capteurs d'humidité des caisses de suée / séchage au soleil (ESP8266)
#pragma once

#define SECRET_SSID "SAVA_<<orgc>>_<<n>>"
#define SECRET_PASS "<<cred>>"
#define MQTT_BROKER "<<ip>>"
#define MQTT_TOPIC  "vanille/sechage/caisse<<n>>"
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "vanilla_gousse_lot_registry_go_const_token",
    ("<<org>>-trace/internal/client/api.go", "cmd/tracelots/main.go"),
    """\
package client

import (
	"net/http"
	"time"
)

// Traceability registry for cured vanilla lots (grade, moisture, curer id)
const (
	registryURL   = "https://trace.<<dom>>/api/v1/lots"
	registryToken = "<<cred>>"
)

func New() *http.Client { return &http.Client{Timeout: 20 * time.Second} }

func authorize(r *http.Request) {
	r.Header.Set("Authorization", "Token "+registryToken)
	r.Header.Set("X-Curer", "SAVA-<<num>>")
}
""",
    "x:vnl_:40",
    syntax="",
)

reg(
    FAM,
    "vanilla_orange_money_oauth_basic_header_curl",
    ("scripts/orange_money_token.sh", "<<org>>/paiements/get_token.sh"),
    """\
#!/bin/sh
# Jeton OAuth Orange Money (paiement des planteurs)
curl -s -X POST https://api.orange.com/oauth/v3/token \\
  -H "Authorization: Basic <<cred>>" \\
  -H "Content-Type: application/x-www-form-urlencoded" \\
  -H "Accept: application/json" \\
  -d "grant_type=client_credentials" | jq -r .access_token > /tmp/om_token
""",
    lambda r: enc_b64(f"{alnum(r, 32)}:{alnum(r, 16)}"),
    syntax="",
)

reg(
    FAM,
    "vanilla_french_email_identifiants_acheteur_grenoble",
    ("mail/<<org>>/export/<<id>>.eml", "boite/acheteurs/<<date>>_acces.eml"),
    """\
From: <<p1>> <export@<<dom>>>
To: achats@epices-grenoble.fr
Subject: Vos identifiants pour la plateforme d'échantillons
Date: <<day>> <<mon>> <<year>> <<time>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Bonjour,

Suite à votre demande, les échantillons de gousses (TK, noire, <<n>> cm) sont visibles
sur notre plateforme. Vos identifiants :

Identifiant : epices.grenoble
Mot de passe provisoire : <<cred>>

Pensez à le modifier à la première connexion.

Misaotra betsaka,
<<p1>> -- Sambava
""",
    "pw_alnum",
    syntax="",
    people=MG,
)

reg(
    FAM,
    "vanilla_vanilline_lab_r_dbconnect_password",
    ("analyses/vanilline_<<year>>.R", "<<org>>/labo/grading.R"),
    """\
library(DBI)
library(dplyr)

# Teneur en vanilline par lot (HPLC), export pour les acheteurs
con <- dbConnect(
  RPostgres::Postgres(),
  host = "<<ip>>",
  dbname = "grading",
  user = "labo",
  password = "<<cred>>"
)

lots <- tbl(con, "lots") %>% filter(recolte == <<year>>) %>% collect()
summary(lots$vanilline_pct)
dbDisconnect(con)
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "vanilla_tsena_feed_nginx_proxy_bearer_header",
    ("etc/nginx/sites-available/<<org>>-prix", "nginx/conf.d/prix_vanille.conf"),
    """\
server {
    listen 443 ssl;
    server_name prix.<<dom>>;

    ssl_certificate     /etc/letsencrypt/live/prix.<<dom>>/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/prix.<<dom>>/privkey.pem;

    location /api/cours/ {
        proxy_pass https://market.<<dom>>/v2/quotes/;
        proxy_set_header Authorization "Bearer <<cred>>";
        proxy_set_header Host market.<<dom>>;
    }
}
""",
    "b64u:32",
    syntax="",
)

reg(
    FAM,
    "vanilla_tsena_board_elixir_runtime_secret_key_base",
    ("config/runtime.exs", "<<org>>_board/config/prod.secret.exs"),
    """\
import Config

if config_env() == :prod do
  config :vanilla_board, VanillaBoard.Repo,
    url: "ecto://board:<<dbpw>>@<<ip>>/vanilla_board",
    pool_size: 10

  config :vanilla_board, VanillaBoardWeb.Endpoint,
    url: [host: "cours.<<dom>>", port: 443],
    secret_key_base: "<<cred>>"
end
""",
    lambda r: b64(r, 48),
    syntax="",
    extra=lambda r, v: {"dbpw": gen_pw(r, 16, "-_")},
)
