# ruff: noqa: E501
"""Family e: a recording studio in Recife (Brazil), in Portuguese."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, alnum, digits, gen_pw, hexs

FAM = Fam(
    "gravacao_recife_estudio",
    ("maracatusom",),
    "com.br",
    ("joão", "ana", "luíza", "thiago", "camila", "gabriel", "beatriz", "rafael"),
    ("silva", "santos", "cavalcanti", "albuquerque", "lima", "araújo", "barbosa", "pereira"),
    (
        "frevo",
        "maracatu",
        "manguebeat",
        "ciranda",
        "olinda",
        "caboclo",
        "baque",
        "alfaia",
        "coco",
        "boavista",
    ),
    "55",
    "Recife",
)

FAM.reg(
    "maracatu_whatsapp_senha_ilok_cloud",
    (
        "conversas/Conversa do WhatsApp com Estúdio A <<n>>.txt",
        "backup_<<first>>/WhatsApp Chat - Técnicos <<n>>.txt",
    ),
    """<<dmy>> <<time>> - <<name>>: gente, o Pro Tools tá pedindo a licença de novo, o iLok Cloud deslogou
<<dmy>> <<time>> - <<name2>>: a conta é estudio@<<dom>>
<<dmy>> <<time>> - <<name2>>: senha: <<cred>>
<<dmy>> <<time>> - <<name2>>: só não deixa aberta no Mac da sala B que o pessoal da banda usa
<<dmy>> <<time>> - <<name>>: valeu!! sessão salva 🥁
""",
    "human",
    syntax="",
)


def _acc_pw(rng):
    base = gen_pw(rng, rng.randint(10, 14), sym="!#*-_.")
    i = rng.randrange(2, len(base) - 1)
    return base[:i] + rng.choice(("ção", "ã", "é", "ç", "ô")) + base[i:]


def _app_json(s):
    doc = {
        "app": "agenda-estudio",
        "versao": "2.3.1",
        "integracoes": {
            "google_agenda": {"calendario": f"reservas@{s['dom']}"},
            "painel_admin": {"usuario": "recepcao", "senha": s["cred"]},
        },
        "salas": ["A", "B", "Mix"],
    }
    return json.dumps(doc, ensure_ascii=True, indent=2)


FAM.reg(
    "maracatu_agenda_json_unicode_escapado_senha",
    ("agenda-estudio/config/<<n>>/app.json", "sistemas/reservas_<<org>>/config.json"),
    _app_json,
    _acc_pw,
    decode=lambda t: json.loads(t)["integracoes"]["painel_admin"]["senha"],
)

FAM.reg(
    "maracatu_rsync_nas_sessoes_script",
    ("scripts/backup_sessoes_<<n>>.sh", "mac-estudio-a/bin/sync_nas_<<org>>.sh"),
    """#!/bin/bash
# Backup noturno das sessões (Pro Tools / Logic) para o NAS QNAP da sala de máquinas
export RSYNC_PASSWORD='<<cred>>'
ORIGEM="/Volumes/Sessoes/<<year>>"
DESTINO="rsync://backup@<<ip>>/sessoes"

rsync -avh --delete-after --exclude 'Audio Files/*.tmp' "$ORIGEM/" "$DESTINO/<<year>>/" \\
  >> "$HOME/Library/Logs/backup_sessoes.log" 2>&1
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "maracatu_site_laravel_env_mercadopago",
    ("site/.env", "www/<<org>>-loja-<<n>>/.env"),
    """APP_NAME="<<orgc>> Estúdio"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=loja_estudio
DB_USERNAME=loja

MERCADOPAGO_PUBLIC_KEY=APP_USR-<<uuid>>
MERCADOPAGO_ACCESS_TOKEN=<<cred>>
""",
    lambda rng: f"APP_USR-{digits(rng, 16)}-{digits(rng, 6)}-{hexs(rng, 32)}-{digits(rng, 9)}",
    syntax="",
    extra=lambda rng, s: {"appkey": alnum(rng, 43) + "="},
)

FAM.reg(
    "maracatu_email_senha_provisoria_cliente",
    ("emails/enviados/acesso_stems_<<n>>.eml", "Mail/Clientes/<<org>>_masters_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: producao@banda-<<word>>.com.br
Subject: Masters e stems - acesso à pasta
Date: Fri, <<d>> May <<year>> <<time>>:20 -0300
Content-Type: text/plain; charset=UTF-8

Oi pessoal,

Os masters do EP e os stems já estão no nosso servidor de arquivos.

Endereço: https://arquivos.<<dom>>
Usuário: banda.<<word>>
Senha provisória: <<cred>>

A pasta fica disponível por 30 dias. Qualquer coisa é só chamar.

Abraço,
<<name>>
<<orgc>> – Gravação, Mixagem e Masterização
""",
    "pw",
    syntax="",
)

FAM.reg(
    "maracatu_soundcloud_publicar_python",
    ("tools/soundcloud_publica_<<n>>.py", "automacao/<<org>>/publicar_previa.py"),
    '''"""Publica a prévia (30 s) de cada faixa mixada na conta do estúdio no SoundCloud."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://secure.soundcloud.com/oauth/token",
        data={"grant_type": "client_credentials"},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "alnum:32",
    extra=lambda rng, s: {"cid": alnum(rng, 32)},
)

FAM.reg(
    "maracatu_planilha_csv_licencas_plugins",
    ("administrativo/licencas_plugins_<<year>>.csv", "compartilhado/Licenças <<n>>.csv"),
    """Fabricante;Produto;Conta;Senha;Máquina
Waves;Mercury;licencas@<<dom>>;<<cred>>;Mac Sala A
Universal Audio;UAD Spark;licencas@<<dom>>;ver com <<lfirst>>;Mac Sala B
Native Instruments;Komplete 14;ni@<<dom>>;<<cred2>>;Mac Mix
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"cred2": FAM.human(rng, safe=True)},
)

FAM.reg(
    "maracatu_mikrotik_export_wifi_senha",
    ("rede/mikrotik_export_<<ymd>>.rsc", "infra/roteador-estudio-<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = RB4011iGS+5HacQ2HnD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=estudio \\
    supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/interface wireless
set [ find default-name=wlan1 ] band=5ghz-a/n/ac country=brazil mode=ap-bridge \\
    security-profile=estudio ssid="<<orgc>>-Estudio"
/ip dhcp-server network
add address=192.168.88.0/24 gateway=192.168.88.1
""",
    "pw_dq",
    syntax="",
)
