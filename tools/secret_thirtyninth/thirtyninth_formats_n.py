# ruff: noqa: E501
"""Family n: lucha libre promotions, arenas and luchadores, Mexico."""

from __future__ import annotations

import json

from thirtyninth_spec import Fam, alnum, reg, rsa_pem

F = Fam(
    name="lucha_luchador_wrestling",
    tlds=("mx", "com.mx"),
    orgs=("lucha-tepito", "coliseo-guadalajara", "empresa-mascara-dorada", "arena-naucalpan"),
    first=(
        "juan-carlos",
        "guadalupe",
        "ramon",
        "xochitl",
        "eduardo",
        "brenda",
        "octavio",
        "citlali",
    ),
    last=("hernandez", "garcia", "martinez", "lopez", "gonzalez", "ramirez", "cruz"),
    words=(
        "mascara",
        "rudo",
        "tecnico",
        "llave",
        "plancha",
        "cabellera",
        "campeon",
        "tope",
        "relevos",
        "catch",
    ),
    pets=("firulais", "chispas", "canelo", "pelusa", "kaiser"),
    seasons=("Primavera", "Verano", "Otono", "Invierno"),
    places=("Tepito", "Naucalpan", "Guadalajara", "Puebla", "Monterrey", "Tijuana"),
)

reg(
    F,
    "lucha_whatsapp_mx_contra_pagina_funcion",
    ("chat/Chat de WhatsApp con Empresa <<org>>.txt", "cel/<<user>>/whatsapp_funcion_<<n>>.txt"),
    """<<date_sl>>, <<time>> - <<first_t>> <<last_t>>: oye pásame la contra de la página del Face, hay que subir el cartel de la función del viernes
<<date_sl>>, <<time>> - <<first2_t>> <<last2_t>>: el correo es <<email>>
<<date_sl>>, <<time>> - <<first2_t>> <<last2_t>>: <<cred>>
<<date_sl>>, <<time>> - <<first2_t>> <<last2_t>>: no la cambies porfa que el de diseño también entra
<<date_sl>>, <<time>> - <<first_t>> <<last_t>>: va, gracias carnal 💪
""",
    "human",
    syntax="",
)

reg(
    F,
    "lucha_boletos_express_conekta_private_key",
    ("boletos/<<org>>/src/pagos.js", "taquilla/<<org>>/server/conekta.js"),
    """// Venta de boletos en línea - pagos con tarjeta y OXXO (Conekta)
const express = require("express");
const conekta = require("conekta");

conekta.api_key = "<<cred>>";
conekta.locale = "es";
conekta.api_version = "2.0.0";

const router = express.Router();
router.post("/orden", async (req, res) => {
  const orden = await conekta.Order.create(req.body);
  res.json({ id: orden.id, arena: "<<place>>" });
});
module.exports = router;
""",
    lambda rng: "key_" + alnum(rng, 24),
    syntax="",
)

reg(
    F,
    "lucha_obs_profile_service_json_twitch_key",
    (
        "obs-studio/basic/profiles/Funcion_<<place>>/service.json",
        "transmision/<<org>>/obs/service_<<n>>.json",
    ),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "auto",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
""",
    "p:twitch",
)

reg(
    F,
    "lucha_coliseo_turnstile_access_controller_xml",
    ("accesos/<<org>>/torniquetes_config.xml", "arena/<<org>>/control_acceso_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<!-- Torniquetes de acceso - <<place>> (puertas 1 a 4) -->
<AccessControl>
  <Device name="Puerta<<n>>" ip="<<ip>>" port="4370">
    <CommPassword><<cred>></CommPassword>
  </Device>
  <Sync server="<<host>>" intervalSec="60"/>
  <Event name="Funcion del viernes" capacity="1800"/>
</AccessControl>
""",
    "pw_xml",
)


def _sa(rng, v):
    key = rsa_pem(rng, pkcs8=True) + "\n"
    doc = {
        "type": "service_account",
        "project_id": f"{v['org']}-carteleras",
        "private_key_id": v["hex8"] * 5,
        "private_key": key,
        "client_email": f"sheets-bot@{v['org']}-carteleras.iam.gserviceaccount.com",
        "client_id": str(rng.randint(10**20, 10**21)),
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    v["doc"] = json.dumps(doc, indent=2)
    v["needle"] = json.dumps(key)[1:-1]


reg(
    F,
    "lucha_bookings_sheet_service_account_json",
    (
        "carteleras/<<org>>/credenciales/service-account.json",
        "booking/<<org>>/gcp-sheets-<<n>>.json",
    ),
    "<<doc>>\n",
    "pw",
    extra=_sa,
)

reg(
    F,
    "lucha_dressing_room_wifi_card_ocr_next_line",
    ("escaneos/<<org>>/tarjeta_vestidores_<<n3>>.txt", "ocr/<<org>>/programa_<<date>>.txt"),
    """FUNCIÓN DE LUCHA LIBRE — <<place>>
Lucha estelar: máscara contra cabellera
-----------------------------------
WiFi vestidores (solo luchadores)
red: VESTIDORES_<<n>>
clave:
<<cred>>
-----------------------------------
""",
    "human",
    syntax="",
)

reg(
    F,
    "lucha_site_gitlab_ci_lftp_plain_variable",
    (".gitlab-ci.yml", "sitio/<<org>>/.gitlab-ci.yml"),
    """stages: [deploy]

variables:
  FTP_HOST: "ftp.<<dom>>"
  FTP_USER: "<<org>>"
  FTP_PASSWORD: "<<cred>>"

deploy_sitio:
  stage: deploy
  image: alpine:3.20
  script:
    - apk add --no-cache lftp
    - lftp -u "$FTP_USER,$FTP_PASSWORD" "$FTP_HOST" -e "mirror -R public/ /public_html/; quit"
  only: [main]
""",
    "pw_dq",
)

reg(
    F,
    "lucha_coliseo_site_deploy_rsa_key_file",
    ("deploy/<<org>>/keys/arena_deploy_rsa", "servidor/<<org>>/id_rsa_<<n>>"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
