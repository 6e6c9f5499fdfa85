# ruff: noqa: E501
"""Family j: a school alumni network in Recife, Brazil (Portuguese)."""

from __future__ import annotations

import json
import random

from fiftyeighth_spec import ALNUM, Fam, alnum, enc_json_ascii, pick

F = Fam(
    "exalunos_alumni_recife",
    ("exalunosbeberibe",),
    "org.br",
    (
        "joao",
        "mariana",
        "rafael",
        "beatriz",
        "thiago",
        "larissa",
        "gustavo",
        "juliana",
        "pedro",
        "camila",
    ),
    ("silva", "santos", "oliveira", "souza", "lima", "pereira", "cavalcanti", "albuquerque"),
    (
        "frevo",
        "maracatu",
        "capibaribe",
        "formatura",
        "turma",
        "colegio",
        "saudade",
        "olinda",
        "boaviagem",
        "reencontro",
        "galera",
        "recreio",
    ),
    ("pipoca", "bidu", "mel", "thor", "amora", "paçoca"),
    ("verao", "carnaval", "inverno", "saojoao"),
    "+55",
    "Recife",
    nat_first=(
        "João",
        "Mariana",
        "Rafael",
        "Beatriz",
        "Thiago",
        "Larissa",
        "Gustavo",
        "Juliana",
        "Pedro",
        "Camila",
    ),
)

F.reg(
    "exalunos_sympla_evento_token_env",
    ("reencontro-<<year>>/.env", "site-exalunos/.env.local"),
    "# Reencontro da turma - integração Sympla\nSYMPLA_EVENT_ID=<<num>><<num>>\nSYMPLA_S_TOKEN=<<cred>>\nPIX_CHAVE=tesouraria@<<dom>>\n",
    cred="hex:64",
)

F.reg(
    "exalunos_whatsapp_senha_instagram_reencontro",
    (
        "Conversa do WhatsApp com Turma <<year>> - Comissão.txt",
        "whatsapp/comissao_reencontro_<<date>>.txt",
    ),
    "<<dmys>> <<time>> - <<fname>> <<lname>>: gente, alguém tem a senha do insta da turma? quero postar as fotos do reencontro\n"
    "<<dmys>> <<time2>> - <<fname2>>: @turma.<<org>>\n<<dmys>> <<time2>> - <<fname2>>: senha: <<cred>>\n"
    "<<dmys>> <<time2>> - <<fname>> <<lname>>: valeu!! 😍\n",
    cred="human",
)

F.reg(
    "exalunos_pix_efi_credentials_json",
    ("pix-doacoes/credentials_<<n>>.json", "tesouraria/efi_pix_<<year>>.json"),
    lambda s: (
        json.dumps(
            {
                "client_id": "Client_Id_" + s["hex32"] + s["hex8"],
                "client_secret": "Client_Secret_" + s["cred"],
                "certificate": "./certs/producao-<<num>>.p12".replace("<<num>>", str(s["num"])),
                "sandbox": False,
                "chave_pix": f"tesouraria@{s['dom']}",
            },
            indent=2,
        )
        + "\n"
    ),
    cred="hex:40",
)

F.reg(
    "exalunos_mailchimp_apps_script_planilha",
    ("Apps Script/SincronizarMailchimp_<<n>>.gs", "planilha-ex-alunos/Code_<<year>>.gs"),
    "// Sincroniza a planilha de ex-alunos com a lista do Mailchimp\nvar MC_API_KEY = '<<cred>>';\nvar MC_LIST = '<<hex8>>ab';\n\n"
    "function sincronizar() {\n  var dc = MC_API_KEY.split('-')[1];\n  var linhas = SpreadsheetApp.getActive().getSheetByName('Ex-alunos').getDataRange().getValues();\n"
    "  linhas.slice(1).forEach(function (l) {\n    UrlFetchApp.fetch('https://' + dc + '.api.mailchimp.com/3.0/lists/' + MC_LIST + '/members', {\n"
    "      method: 'post', muteHttpExceptions: true,\n      headers: { Authorization: 'apikey ' + MC_API_KEY },\n"
    "      payload: JSON.stringify({ email_address: l[2], status: 'subscribed', merge_fields: { FNAME: l[0], TURMA: l[1] } }),\n    });\n  });\n}\n",
    cred="p:mailchimp",
    syntax="",
)

F.reg(
    "exalunos_ata_diretoria_senha_banco",
    ("Atas/ata_reuniao_<<date>>.txt", "diretoria/atas/<<year>>/ata_<<mo>>.txt"),
    "ATA DA REUNIÃO DA DIRETORIA DA ASSOCIAÇÃO DOS EX-ALUNOS\n\nAos <<d>> dias do mês <<mo>> de <<year>>, reuniram-se por videochamada <<fname>> <<lname>> (presidente),\n"
    "<<fname2>> Cavalcanti (tesoureira) e demais membros. Ficou registrado que o acesso ao internet banking\n"
    "da associação (Banco do Brasil, agência <<num>>) passa para a tesoureira; usuário <<user>>, senha <<cred>>,\n"
    "a ser trocada no primeiro acesso. Nada mais havendo, encerrou-se a reunião.\n",
    cred="human",
)


def _acc_pw(rng: random.Random) -> str:
    w = pick(rng, ("Formação", "Turmão", "Saudação", "Coração", "Reunião", "Canção"))
    return f"{w}{rng.randint(1990, 2026)}{rng.choice('!#*.')}"


def _json_esc(s: dict) -> str:
    return (
        "{\n"
        + f'  "app": "carteirinha-exalunos",\n  "smtp": {{\n    "host": "smtp.{s["dom"]}",\n    "port": 587,\n    "user": "carteirinha@{s["dom"]}",\n'
        + f'    "pass": "{enc_json_ascii(s["cred"])}"\n  }},\n  "idioma": "pt-BR"\n}}\n'
    )


F.reg(
    "exalunos_carteirinha_json_unicode_escaped_senha",
    ("carteirinha-app/config/producao_<<n>>.json", "app-carteirinha-<<year>>/settings.json"),
    _json_esc,
    cred=_acc_pw,
    decode=lambda t: json.loads(t)["smtp"]["pass"],
)

F.reg(
    "exalunos_moodle_config_php_dbpass",
    ("cursos-<<year>>/moodle/config.php", "backup_moodle_<<date>>/config.php"),
    "<?php  // Moodle configuration file - cursos para ex-alunos\nunset($CFG);\nglobal $CFG;\n$CFG = new stdClass();\n\n"
    "$CFG->dbtype    = 'mariadb';\n$CFG->dblibrary = 'native';\n$CFG->dbhost    = 'localhost';\n$CFG->dbname    = 'moodle';\n"
    "$CFG->dbuser    = 'moodleuser';\n$CFG->dbpass    = '<<cred>>';\n$CFG->prefix    = 'mdl_';\n\n$CFG->wwwroot   = 'https://cursos.<<dom>>';\n"
    "$CFG->dataroot  = '/var/moodledata';\n$CFG->admin     = 'admin';\n\nrequire_once(__DIR__ . '/lib/setup.php');\n",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "exalunos_rclone_gdrive_fotos_refresh_token",
    ("notebook-<<first>>/.config/rclone/rclone.conf", "backup_fotos_<<year>>/rclone.conf"),
    lambda s: (
        "[fotos-turma]\ntype = drive\nscope = drive\n"
        + 'token = {"access_token":"ya29.a0'
        + s["hex32"]
        + s["hex16"]
        + '","token_type":"Bearer","refresh_token":"'
        + s["cred"]
        + '","expiry":"'
        + s["date"]
        + 'T21:14:03.123-03:00"}\nteam_drive = \n'
    ),
    cred=lambda rng: "1//0" + alnum(rng, 99, ALNUM + "-_"),
    syntax="ini",
)
