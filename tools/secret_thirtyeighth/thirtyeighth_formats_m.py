# ruff: noqa: E501
"""Family m: an outrigger canoe (va'a) club on Moorea and its Hawai'i sister club (French,
Tahitian, Hawaiian, English)."""

from __future__ import annotations

from thirtyeighth_spec import human, reg

FAM = "outrigger_vaa_paddling_moorea"
ORGS = ("moorea-vaa",)
W = ("vaa", "hoe", "moorea", "papeete", "tahiti", "hawaiki", "nui", "ama", "iato", "taurua",
     "hiva", "teva", "manu", "heiva", "aloha", "kai", "nalu", "moana", "hina", "tamatea")  # fmt: skip

reg(
    FAM,
    "outrigger_messenger_french_mot_de_passe_tahitien",
    ("Messenger/conversation_club_<<n>>.txt", "facebook_export/messages/inbox/hoe_<<date>>.txt"),
    """<<orgt>> — Bureau
<<dmy>> <<time>> Teva: Ia ora na ! quelqu'un a le mot de passe du compte FTF pour inscrire les rameurs au Heiva ?
<<dmy>> <<time>> Hina (trésorière): oui attends
<<dmy>> <<time2>> Hina (trésorière): c'est <<cred>>
<<dmy>> <<time2>> Teva: mauruuru !
<<dmy>> <<time2>> Manu: entraînement V6 demain 5h30 à la passe, prévoir les iato de rechange
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_swell_forecast_dart_openweather_key",
    ("lib/services/houle_service.dart", "app-<<n>>/lib/config.dart"),
    """import 'dart:convert';
import 'package:http/http.dart' as http;

// prévisions vent / houle pour les sorties V1 et V6
const String openWeatherKey = '<<cred>>';
const double passeLat = -17.49;
const double passeLon = -149.85;

Future<Map<String, dynamic>> previsions() async {
  final uri = Uri.parse(
      'https://api.openweathermap.org/data/3.0/onecall?lat=$passeLat&lon=$passeLon&units=metric&appid=$openWeatherKey');
  final res = await http.get(uri);
  return jsonDecode(res.body) as Map<String, dynamic>;
}
""",
    "hex:32",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_results_site_makefile_lftp_deploy",
    ("Makefile", "site-resultats-<<n>>/Makefile", "web/<<org>>/Makefile"),
    """SITE=public
FTP_HOST=ftp.<<dom>>
FTP_USER=resultats
FTP_PASS=<<cred>>

.PHONY: build deploy

build:
\thugo --minify

deploy: build
\tlftp -u $(FTP_USER),$(FTP_PASS) $(FTP_HOST) -e "mirror -R --delete $(SITE) /www; bye"
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_paddler_registry_k8s_secret_stringdata",
    ("k8s/registre-rameurs-secret.yaml", "deploy/<<n>>/secret.yaml", "infra/<<org>>/db-secret.yml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: registre-db
  namespace: club
type: Opaque
stringData:
  POSTGRES_USER: registre
  POSTGRES_PASSWORD: '<<cred>>'
  POSTGRES_DB: rameurs
""",
    "pw_sq",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_hawaiian_email_huaolelo_huna",
    ("mail/Kona race portal <<n>>.eml", "mail/inbox/<<date>>-hoe.eml"),
    """From: Kainoa Kahananui <kainoa@<<dom>>>
To: <<email>>
Subject: Aloha - race registration portal for the Moloka'i crossing
Date: <<date>> <<time>>:00 -1000
Content-Type: text/plain; charset=utf-8

Aloha e <<firstc>>,

Mahalo for paddling with us. Here is the club login for the race registration portal:
  inoa (username): hoe_<<org_>>
  huaʻōlelo hūnā (password): <<cred>>

Please enter the steersperson and the six paddlers for each crew before Friday.

Me ke aloha,
Kainoa
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_gps_tracks_haskell_mapbox_secret",
    ("src/Traces.hs", "traces-<<n>>/app/Main.hs"),
    """{-# LANGUAGE OverloadedStrings #-}
module Main where

import qualified Data.ByteString.Char8 as B
import Network.HTTP.Simple

-- upload des traces GPS des sorties V6 vers Mapbox (jeu de données privé)
mapboxToken :: B.ByteString
mapboxToken = "<<cred>>"

main :: IO ()
main = do
  req <- parseRequest "POST https://api.mapbox.com/uploads/v1/<<org_>>"
  let req' = setRequestQueryString [("access_token", Just mapboxToken)] req
  resp <- httpLBS req'
  print (getResponseStatusCode resp)
""",
    "p:mapbox",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_boat_shed_whiteboard_ocr_wifi",
    ("photos/ocr/fare_vaa_tableau_<<date>>.txt", "ocr/tableau_<<n>>.txt"),
    """FARE VA'A - PLANNING
lundi   V6 dames 5h30
mercredi V1 technique
samedi  sortie Temae
WIFI fare
<<cred>>
ne pas laisser les hoe au soleil !!
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "outrigger_race_timing_scala_hocon_conf",
    ("src/main/resources/application.conf", "chrono-<<n>>/conf/application.conf"),
    """# chronométrage des courses (arrivée plage de Temae)
akka {
  loglevel = "INFO"
}
chrono {
  db {
    url = "jdbc:postgresql://<<host>>:5432/chrono"
    user = "chrono"
    password = "<<cred>>"
  }
  transponders.port = "/dev/ttyUSB<<n>>"
  publish-url = "https://resultats.<<dom>>/api/live"
}
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)
