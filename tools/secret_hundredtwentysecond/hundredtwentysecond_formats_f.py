# ruff: noqa: E501
"""Family f: an agronomist's consultancy in the Cerrado (Brazil; Portuguese)."""

from __future__ import annotations

import random

from hundredtwentysecond_corpus import ALNUM
from hundredtwentysecond_spec import Fam, dec_url, enc_url

F = Fam(
    name="cerrado_agronomo_consultoria",
    orgs=("sojalinda", "agromirim", "terravermelha", "safracerta", "campoaberto"),
    names=(
        "SojaLinda Consultoria Agronômica",
        "AgroMirim Assessoria",
        "Terra Vermelha Agro",
        "Safra Certa Consultoria",
        "Campo Aberto Agronomia",
    ),
    tld="com.br",
    first=(
        ("João Pedro", "joaopedro"),
        ("Luana", "luana"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Marcos", "marcos"),
        ("Bruna", "bruna"),
        ("Rafael", "rafael"),
    ),
    last=(
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Carvalho", "carvalho"),
        ("Pereira", "pereira"),
        ("Rodrigues", "rodrigues"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "soja",
        "milho",
        "safrinha",
        "cerrado",
        "rioverde",
        "jatai",
        "talhao",
        "colheita",
        "plantio",
        "ipe",
        "pequi",
        "goias",
        "fazenda",
        "chapada",
        "trator",
        "gessagem",
    ),
    pets=("Thor", "Mel", "Pipoca", "Bolinha", "Luna", "Paçoca"),
    cc="+55 64 9",
    places=("Rio Verde", "Jataí", "Mineiros", "Montividiu", "Chapadão do Céu"),
)


def _url_pw(rng: random.Random, s: dict) -> str:
    while True:
        chars = [rng.choice(ALNUM) for _ in range(rng.randint(14, 20))]
        for _ in range(2):
            chars[rng.randrange(1, len(chars))] = rng.choice("@:/#?%")
        p = "".join(chars)
        if any(c in "@:/#?%" for c in p):
            return p


F.reg(
    "cerrado_whatsapp_ios_senha_aegro",
    ["WhatsApp Chat - Equipe <<place>>/_chat.txt", "celular/<<fa>>/WhatsApp_<<stamp>>.txt"],
    """[<<dmy>>, <<time>>:12] <<first>> <<last>>: Pessoal, qual a senha do Aegro da fazenda <<word>>? Preciso lançar a aplicação de fungicida do talhão <<n>>
[<<dmy>>, <<time>>:40] <<first2>> <<last2>>: login: <<email>>
[<<dmy>>, <<time>>:41] <<first2>> <<last2>>: senha: <<cred>>
[<<dmy>>, <<time>>:55] <<first>> <<last>>: Valeu!! 🌱
""",
    "human",
    syntax="",
)

F.reg(
    "cerrado_asaas_cobranca_dotenv_single_quoted",
    ["cobranca/.env", "apps/<<org>>-financeiro/.env.production"],
    """# Cobrança das consultorias (boleto / Pix) via Asaas
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN_HEADER=asaas-access-token
EMAIL_FINANCEIRO=<<email>>
""",
    "p:asaas",
    syntax="",
)

F.reg(
    "cerrado_mercadopago_pix_python_sdk",
    ["scripts/pix_laudos_<<n>>.py", "home/<<fa>>/financeiro/cobrar_pix.py"],
    '''"""Gera cobrança Pix para os laudos de análise de solo."""

import mercadopago

sdk = mercadopago.SDK("<<cred>>")
pagamento = sdk.payment().create(
    {
        "transaction_amount": <<n3>>.00,
        "description": "Laudo de solo - talhão <<n>> - <<place>>",
        "payment_method_id": "pix",
        "payer": {"email": "<<email2>>"},
    }
)
print(pagamento["response"]["point_of_interaction"]["transaction_data"]["qr_code"])
''',
    "p:mercadopago",
)

F.reg(
    "cerrado_sentinelhub_ndvi_config_toml",
    ["ndvi/config_<<n>>.toml", "home/<<fa>>/.config/sentinelhub/config.toml"],
    """# NDVI semanal dos talhões dos clientes
[default-profile]
sh_client_id = "<<uid>>"
sh_client_secret = "<<cred>>"
sh_base_url = "https://services.sentinel-hub.com"
instance_id = "<<hex8>>-<<n4>>"
""",
    "p:sentinel",
)

F.reg(
    "cerrado_postgis_talhoes_url_percent_encoded",
    ["geo/.env", "qgis-sync/<<org>>/.env.<<n>>"],
    """# banco PostGIS com os polígonos dos talhões (QGIS + app de campo)
DATABASE_URL=postgis://agronomo:<<enc>>@<<host>>:5432/talhoes
MEDIA_ROOT=/srv/laudos
TZ=America/Sao_Paulo
""",
    _url_pw,
    syntax="",
    encode=enc_url,
    decode=dec_url,
)

F.reg(
    "cerrado_laboratorio_solo_email_senha",
    ["mail/<<fa>>/laudos_<<stamp>>.eml", "Thunderbird/<<org>>/Inbox/<<id>>.eml"],
    """From: Laboratório de Solos <laudos@solo<<n>>.com.br>
To: <<first>> <<last>> <<<email>>>
Subject: Acesso ao portal de laudos - <<orgname>>
Date: <<date>> <<time>>:00 -0300
Content-Type: text/plain; charset=utf-8

Prezado(a) <<first>>,

Seu acesso ao portal de resultados (análise química e física de solo) foi criado.

Usuário: <<user>>
Senha provisória: <<cred>>

Recomendamos alterar a senha no primeiro acesso.
Atenciosamente,
Equipe de atendimento
""",
    "human",
    syntax="",
)

F.reg(
    "cerrado_drone_mapas_filezilla_sitemanager_xml",
    ["AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<fa>>/filezilla_<<stamp>>.xml"],
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Server>
      <Host><<host>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>ortomosaicos</User>
      <Pass><<cred>></Pass>
      <Logontype>1</Logontype>
      <Name>Ortomosaicos drone - <<place>></Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F.reg(
    "cerrado_flutter_app_maps_key_dart",
    ["app_campo/lib/config/chaves.dart", "visitas_<<n>>/lib/env.dart"],
    """// App de visitas técnicas (recomendações por talhão)
class Chaves {
  static const googleMapsKey = '<<cred>>';
  static const apiBase = 'https://api.<<dom>>/v1';
  static const empresa = '<<orgname>>';
}
""",
    "p:google",
    syntax="",
)
