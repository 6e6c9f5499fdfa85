# ruff: noqa: E501
"""Family f: a community soup kitchen in Recife, Brazil (Portuguese)."""

from __future__ import annotations

import html
import random
import re

from hundredth_spec import Fam, Slots, enc_html, gen_pw, pick

FAM = Fam(
    name="sopao_solidario_marmita",
    orgs=("panelacheia",),
    tld="org.br",
    first=(
        ("Maria das Graças", "gracas"),
        ("João", "joao"),
        ("Severina", "severina"),
        ("Antônio", "antonio"),
        ("Josefa", "josefa"),
        ("Francisco", "chico"),
        ("Luzia", "luzia"),
        ("Raimundo", "raimundo"),
        ("Ana Cláudia", "anaclaudia"),
        ("Edson", "edson"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Lima", "lima"),
        ("Cavalcanti", "cavalcanti"),
        ("Barbosa", "barbosa"),
        ("Albuquerque", "albuquerque"),
    ),
    words=(
        "panela",
        "marmita",
        "feijao",
        "cuscuz",
        "macaxeira",
        "frevo",
        "maracatu",
        "boaviagem",
        "olinda",
        "sopao",
        "solidario",
        "saojoao",
        "tapioca",
        "mandacaru",
        "esperanca",
        "cozinha",
    ),
    pets=("pipoca", "paçoca", "negao", "mel", "bidu", "pretinha", "thor", "belinha"),
    cc="+55",
)
reg = FAM.reg

reg(
    "sopao_portuguese_whatsapp_senha_mesa_brasil",
    (
        "WhatsApp/Conversa do WhatsApp com Cozinha <<org>>.txt",
        "conversas/wa_<<fa>>_<<d>><<mo>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - As mensagens e ligações são protegidas com a criptografia de ponta a ponta.
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>>: Bom dia gente! A doação do Mesa Brasil chega quinta
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first2>>: Qual a senha do portal pra confirmar o recebimento?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>>: Login é o CNPJ, senha <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first>>: <Mídia oculta>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<first2>>: Valeu! 🍲
""",
    "human",
    syntax="",
)

reg(
    "sopao_pix_asaas_api_key_env",
    ("doacoes-pix/.env", "deploy/<<org>>-doacoes-<<k>>.env"),
    """# Asaas - cobranças Pix das doações mensais
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=whk_<<hex8>>
PIX_CHAVE=doacoes@<<dom>>
""",
    "p:asaas",
    syntax="",
)


def _pw_html(r: random.Random, f: Fam) -> str:
    while True:
        pw = gen_pw(r, sym="&<>\"'!#")
        if any(c in pw for c in "&<>\"'"):
            return pw


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="senha">(.*?)</td>', text)
    if not m:
        raise ValueError("no senha cell")
    return html.unescape(m.group(1))


reg(
    "sopao_google_sites_html_senhas_entity_escaped",
    ("site/voluntarios/acessos_<<k>>.html", "exportado/pagina-acessos-<<fa>>.html"),
    """<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Acessos da cozinha - <<org>></title></head>
<body>
<h2>Acessos (só coordenação)</h2>
<table border="1">
<tr><th>Sistema</th><th>Usuário</th><th>Senha</th></tr>
<tr><td>Planilha de estoque (Google)</td><td>estoque@<<dom>></td><td>pedir para <<first>></td></tr>
<tr><td>Portal Mesa Brasil Sesc</td><td><<login>></td><td class="senha"><<enc>></td></tr>
</table>
<p>Atualizado em <<d>>/<<mo>>/<<y>></p>
</body>
</html>
""",
    _pw_html,
    syntax="",
    enc=lambda s: enc_html(str(s["cred"])),
    decode=_dec_html,
)

reg(
    "sopao_pagbank_token_php_doacoes",
    ("wp-content/plugins/doacoes-pagbank/config_<<k>>.php", "doacoes/pagseguro-<<fa>>.php"),
    """<?php
// PagBank (PagSeguro) - botão de doação
define('PAGSEGURO_EMAIL', 'financeiro@<<dom>>');
define('PAGSEGURO_TOKEN', '<<cred>>');
define('PAGSEGURO_ENV', 'production');
define('PAGSEGURO_NOTIFICATION_URL', 'https://<<dom>>/pagseguro/notificacao');
""",
    "HEX:32",
    syntax="",
)


def _fods(r: random.Random, s: Slots) -> str:
    rows = [
        ("Item", "Quantidade", "Validade", "Observação"),
        ("Feijão carioca 1kg", "48", f"{s['d']}/{s['mo']}/{s['y']}", ""),
        ("Arroz 5kg", "12", "", ""),
        ("Portal do Voluntário", str(s["login"]), str(s["cred"]), "senha da coordenação"),
    ]
    body = "\n".join(
        "     <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in row
        )
        + "</table:table-row>"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Estoque">
{body}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


reg(
    "sopao_estoque_flat_ods_portal_voluntario",
    ("planilhas/estoque_<<mo>>_<<y>>.fods", "Documentos/Estoque cozinha <<fa>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

reg(
    "sopao_intelbras_dvr_snapshot_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "cron/snapshot_cozinha_<<k>>.cron"),
    """# m h  dom mon dow   command
# foto da fila do almoço (DVR Intelbras MHDX) a cada 10 min entre 10h e 14h
*/10 10-14 * * 1-6 curl -s --digest -u admin:<<cred>> "http://<<ip>>/cgi-bin/snapshot.cgi?channel=1" -o /srv/fotos/fila_$(date +\\%H\\%M).jpg
0 3 * * * find /srv/fotos -mtime +7 -delete
""",
    "pw_bare",
    syntax="",
)

reg(
    "sopao_telegram_bot_token_escala_python",
    ("bot_escala/config_<<k>>.py", "escala-voluntarios/bot_<<fa>>.py"),
    '''"""Bot da escala de voluntários do sopão."""
from telegram.ext import ApplicationBuilder, CommandHandler

TOKEN = "<<cred>>"
GRUPO_ID = -100<<n>><<n>>


async def escala(update, context):
    await update.message.reply_text("Escala de hoje: <<first>> (panela), <<first2>> (distribuição)")


app = ApplicationBuilder().token(TOKEN).build()
app.add_handler(CommandHandler("escala", escala))
app.run_polling()
''',
    "p:telegram",
)

reg(
    "sopao_certificado_a1_senha_txt",
    (
        "Contabilidade/Certificado A1 <<y>>/senha.txt",
        "Documentos/certificado_<<org>>_<<k>>/LEIA.txt",
    ),
    """certificado A1 da associação (e-CNPJ) - emitir nota de doação
arquivo: <<org>>_<<n>>.pfx   validade <<d>>/<<mo>>/<<y2>>
senha: <<cred>>
""",
    lambda r, f: (
        f"{pick(r, ('Sopao', 'Panela', 'Marmita', 'Cuscuz'))}@{r.randint(1000, 9999)}{pick(r, ('!', '#', ''))}"
    ),
    syntax="",
    extra=lambda r, s: {"y2": int(s["y"]) + 1},
)
